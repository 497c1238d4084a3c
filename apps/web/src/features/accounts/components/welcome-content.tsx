import { QUIZ_SIZE } from '@vernissage/core/constants';
import type { Role, SignedIn } from '@vernissage/core/schemas';
import { useNavigate } from 'react-router';
import { SnippetHtml } from '../../../components/snippet-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { WELCOMED_STATE } from '../../../lib/welcomed.ts';

interface WelcomeContentProps {
  role: Role;
  welcome: SignedIn['welcome'];
  onClose: () => void;
}

interface WelcomeAction {
  label: string;
  to: string;
  primary: boolean;
}

/** Collectors start with the taste test or skip it; artists and merchants add their works. */
function actionsFor(role: Role): WelcomeAction[] {
  if (role === 'collector') {
    return [
      { label: 'Take The Taste Test', to: paths.tasteQuiz, primary: true },
      { label: 'Skip For Now', to: paths.viewGallery, primary: false },
    ];
  }
  if (role === 'artist' || role === 'merchant') return [{ label: 'Add Artworks', to: paths.myWorks, primary: true }];
  return [{ label: 'Go to the gallery', to: paths.gallery, primary: true }];
}

/**
 * The welcome after sign-up (spec/01 §2): the role's welcome text, then where to go next. A
 * collector also reads what the taste test is, since Take The Taste Test opens it without a
 * second welcome (lib/welcomed.ts).
 */
export function WelcomeContent({ role, welcome, onClose }: WelcomeContentProps) {
  const navigate = useNavigate();
  return (
    <div className="welcome">
      {welcome ? <SnippetHtml html={welcome.content} className="welcome__text" /> : null}
      {role === 'collector' ? (
        <p className="welcome__quiz">
          The Taste Test shows you {QUIZ_SIZE} artworks, one at a time. Like the ones you would hang on your wall and dislike the ones you would not: there are no
          wrong answers. Your gallery is then hung for your taste.
        </p>
      ) : null}
      <div className="welcome__actions">
        {actionsFor(role).map((action) => (
          <Button
            key={action.to}
            type={action.primary ? 'primary' : 'default'}
            size="large"
            onClick={() => {
              onClose();
              void navigate(action.to, action.to === paths.tasteQuiz ? { state: WELCOMED_STATE } : undefined);
            }}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
