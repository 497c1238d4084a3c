import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { createContext, useContext, useState, type ReactNode } from 'react';
import './notice.css';

type Kind = 'success' | 'error' | 'info' | 'warning';

interface NoticeOptions {
  /** A notice with the key of one still shown replaces it. */
  key?: string;
  /** Seconds it stays (3 by default, as Ant Design's messages). */
  duration?: number;
}

export interface Notices {
  success: (content: ReactNode, options?: NoticeOptions) => void;
  error: (content: ReactNode, options?: NoticeOptions) => void;
  info: (content: ReactNode, options?: NoticeOptions) => void;
  warning: (content: ReactNode, options?: NoticeOptions) => void;
  /** Takes the notice with this key away at once. */
  destroy: (key: string) => void;
}

interface Shown {
  key: string;
  kind: Kind;
  content: ReactNode;
}

const ICONS: Record<Kind, ReactNode> = {
  success: <CheckCircleFilled className="notice__icon notice__icon--success" aria-hidden="true" />,
  error: <CloseCircleFilled className="notice__icon notice__icon--error" aria-hidden="true" />,
  info: <InfoCircleFilled className="notice__icon notice__icon--info" aria-hidden="true" />,
  warning: <ExclamationCircleFilled className="notice__icon notice__icon--warning" aria-hidden="true" />,
};

const NoticeContext = createContext<Notices | null>(null);

/**
 * Short notices at the top of the window (a work added to the cart, a link copied), in the look
 * of Ant Design's messages, for every page: those a visitor lands on load no Ant Design, so its
 * message API is not there. Inside the app's tree, so a notice may hold an in-app link. Read out
 * by screen readers as they appear (an error at once).
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown[]>([]);
  // Made once: the functions keep their identity, so pages may list them as effect dependencies.
  const [notices] = useState<Notices>(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    let counter = 0;
    const destroy = (key: string) => {
      clearTimeout(timers.get(key));
      timers.delete(key);
      setShown((list) => list.filter((notice) => notice.key !== key));
    };
    const open = (kind: Kind) => (content: ReactNode, options: NoticeOptions = {}) => {
      counter += 1;
      const key = options.key ?? `notice-${counter}`;
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => destroy(key), (options.duration ?? 3) * 1000),
      );
      setShown((list) => [...list.filter((notice) => notice.key !== key), { key, kind, content }]);
    };
    return { success: open('success'), error: open('error'), info: open('info'), warning: open('warning'), destroy };
  });

  return (
    <NoticeContext.Provider value={notices}>
      {children}
      <div className="notices" aria-live="polite">
        {shown.map((notice) => (
          <div key={notice.key} className="notice" role={notice.kind === 'error' ? 'alert' : 'status'}>
            {ICONS[notice.kind]}
            <span>{notice.content}</span>
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

/** The notices of the page (see NoticeProvider). */
export function useNotice(): Notices {
  const notices = useContext(NoticeContext);
  if (!notices) throw new Error('useNotice needs the NoticeProvider of app/providers.tsx');
  return notices;
}
