import { Button } from './ui/button.tsx';
import { useSignInPrompt } from '../lib/sign-in-prompt.tsx';

interface LoginButtonProps {
  block?: boolean;
  onOpen?: () => void;
  /** Where the focus goes when the dialog closes, if not back to this button. */
  returnFocusTo?: () => HTMLElement | null;
}

/** The visitor's LOG IN/SIGN UP button; what it opens is decided by useSignInPrompt. */
export function LoginButton({ block = false, onOpen, returnFocusTo }: LoginButtonProps) {
  const openSignIn = useSignInPrompt(undefined, undefined, returnFocusTo);
  return (
    <Button
      type="primary"
      className="login-button"
      block={block}
      onClick={() => {
        onOpen?.();
        openSignIn();
      }}
    >
      LOG IN/SIGN UP
    </Button>
  );
}
