import { useQueryClient } from '@tanstack/react-query';
import type { SignedIn } from '@vernissage/core/schemas';
import { sessionQueryOptions } from '../../../lib/api/get-session.ts';
import { useCartSlot } from '../../../lib/cart-slot.tsx';
import { storeVisitorRatings } from '../../../lib/api/store-visitor-ratings.ts';
import { useNotice } from '../../../lib/notice.tsx';

/** Long enough to read a sentence about the cart while the page changes. */
const NOTICE_SECONDS = 8;

/**
 * After sign-up, sign-in or a verified code: the cart and the ratings made as a visitor move to
 * the account (nothing is lost), and the menus and guards read the session query, so it takes
 * the new user at once and is then fetched again from the server (with the taste state the
 * ratings changed); every other query is refetched without holding the person up. The cart
 * moves first, so a checkout page shows the merged cart at once.
 */
export function useOnSignedIn() {
  const queryClient = useQueryClient();
  const cart = useCartSlot();
  // The app's notices, not the sign-in dialog's: the dialog closes (and its holder with it) at once.
  const message = useNotice();
  return async (signedIn: SignedIn) => {
    try {
      const notice = await cart?.moveVisitorCart();
      if (notice) message.warning(notice, { duration: NOTICE_SECONDS });
    } catch (error) {
      // Kept in the browser for the next sign-in; signing in itself succeeded.
      console.warn('Could not move the cart kept before signing in', error);
    }
    const { queryKey } = sessionQueryOptions();
    queryClient.setQueryData(queryKey, { user: signedIn.user });
    try {
      await storeVisitorRatings();
    } catch (error) {
      // Kept in the browser for the next sign-in; signing in itself succeeded.
      console.warn('Could not store the ratings made before signing in', error);
    }
    // The session is read again (with the taste state the ratings changed) before the person
    // moves on; every other query refetches behind the next page. Waiting for all of them kept a
    // person on the sign-in dialog for seconds on a slow line.
    await queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
  };
}
