import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

/**
 * How the page asks a visitor to sign in (LOG IN/SIGN UP, Explore Gallery, the side menu's
 * log-in entry). Until the sign-in modal exists it goes to /login; the accounts work provides
 * a function that opens the modal through SignInPromptProvider, and every caller follows.
 */
const SignInPromptContext = createContext<(() => void) | null>(null);

export const SignInPromptProvider = SignInPromptContext.Provider;

export function useSignInPrompt(): () => void {
  const open = useContext(SignInPromptContext);
  const navigate = useNavigate();
  return open ?? (() => void navigate(paths.login));
}
