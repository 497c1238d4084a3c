import { UserOutlined } from '@ant-design/icons';
import { Button } from './ui/button.tsx';
import { useSignInPrompt } from '../lib/sign-in-prompt.tsx';

interface LoginButtonProps {
  block?: boolean;
  onOpen?: () => void;
  /** Where the focus goes when the dialog closes, if not back to this button. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The visitor's LOG IN/SIGN UP button; what it opens is decided by useSignInPrompt. It carries a
 * person icon, which a header on a phone shows in place of the words (there they would not fit
 * beside the wordmark and the cart); its name stays LOG IN/SIGN UP.
 */
export function LoginButton({ block = false, onOpen, returnFocusTo }: LoginButtonProps) {
  const openSignIn = useSignInPrompt(undefined, undefined, returnFocusTo);
  return (
    <Button
      type="primary"
      className="login-button"
      aria-label="LOG IN/SIGN UP"
      icon={<UserOutlined />}
      block={block}
      onClick={() => {
        onOpen?.();
        openSignIn();
      }}
    >
      <span className="login-button__text">LOG IN/SIGN UP</span>
    </Button>
  );
}
