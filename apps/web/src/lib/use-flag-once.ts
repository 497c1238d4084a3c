import { useEffect, useState } from 'react';

/**
 * A session flag a page shows something for once (a greeting after a role change, the thanks
 * after a purchase): read while drawing, and cleared once the page is drawn. Clearing it while
 * drawing would lose it when a first draw is thrown away (a part of the page still loading) or
 * drawn twice. The state can be set to false when what it showed is closed.
 */
export function useFlagOnce(read: () => boolean, clear: () => void) {
  const [shown, setShown] = useState(read);
  useEffect(() => {
    if (shown) clear();
  }, [shown, clear]);
  return [shown, setShown] as const;
}
