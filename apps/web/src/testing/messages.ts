import { waitFor, type BoundFunctions, type queries } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until `text` shows in `scope`, finding it afresh at each try. Ant Design's form may put a
 * message's element in place twice (the change's check, then the submit's), so an element found
 * once can be gone from the page a moment later while the same message still shows.
 */
export async function expectText(scope: BoundFunctions<typeof queries>, text: string | RegExp): Promise<void> {
  await waitFor(() => expect(scope.getByText(text)).toBeInTheDocument());
}
