import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT = 'Your changes to this work are not saved yet. If you leave now they are lost.';

/**
 * Keeps a person from losing edits by leaving the page: a link inside the app asks first, and
 * closing or reloading the tab gets the browser's own question. `changed()` marks the form as
 * edited, `saved()` as saved (call it before navigating after a save).
 */
export function useLeaveGuard() {
  const { modal } = App.useApp();
  const dirty = useRef(false);
  // One question at a time, however often the page renders while it is open.
  const asking = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: LEAVE_TITLE,
      content: LEAVE_TEXT,
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => {
        asking.current = false;
        dirty.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return {
    changed: () => {
      dirty.current = true;
    },
    saved: () => {
      dirty.current = false;
    },
  };
}
