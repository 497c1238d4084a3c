import type { AccountSession } from '@vernissage/core/schemas';
import { App, Button } from 'antd';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSignOutOthers } from '../api/sign-out-others.ts';
import { StatusTag } from '../../../components/status-tag.tsx';

const LAST_SEEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const lastSeen = (iso: string) => LAST_SEEN.format(new Date(iso));

/** Where the account is signed in, this browser marked, and the way to end all the others. */
export function SessionsList({ sessions }: { sessions: AccountSession[] }) {
  const { message } = App.useApp();
  const signOut = useSignOutOthers();
  const others = sessions.filter((session) => !session.current).length;

  return (
    <>
      <ul className="settings-page__sessions">
        {sessions.map((session) => (
          <li key={session.id} className="settings-page__session">
            <span className="settings-page__device">
              {session.device} {session.current ? <StatusTag tone="positive">This browser</StatusTag> : null}
            </span>
            <span className="settings-page__hint">Last active {lastSeen(session.lastSeen)}</span>
          </li>
        ))}
      </ul>
      <Button
        disabled={others === 0}
        loading={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: (result) => void message.success(result.message),
            onError: (error) => void message.error(errorMessage(error)),
          })
        }
      >
        Sign out everywhere else
      </Button>
      {others === 0 ? <p className="settings-page__hint">You are signed in on this browser only.</p> : null}
    </>
  );
}
