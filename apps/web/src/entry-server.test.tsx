import { artworkPath } from '@vernissage/core/text';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { takeOver } from './app/take-over.tsx';
import { drawPage } from './entry-server.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { artworkDetail } from './testing/artwork-detail.ts';
import { json, stubFetch } from './testing/fetch-stub.ts';
import { siteConfig } from './testing/fixtures.ts';

// Long enough to be cut, with a Show more toggle to click before the app is there.
const work = artworkDetail({ title: 'Blue Hour, No. 3', description: `<p>${'Layers of blue over a warm ground. '.repeat(20)}</p>` });
const page = artworkPath(work.title, work.id);
const answers = { session: { user: null }, config: siteConfig, artwork: work };

describe('an artwork page drawn on the server (decision record 048)', () => {
  it('draws the page from the answers it is given, with the query cache they fill', async () => {
    const drawn = await drawPage(`http://localhost${page}`, answers);
    expect(drawn).not.toBeNull();
    const { html, state } = drawn!;
    expect(html).toContain('<h1 class="artwork-detail__title">Blue Hour, No. 3</h1>');
    expect(html).toContain('LOG IN/SIGN UP');
    expect(html).toContain('Add to cart');
    // The largest picture is in the HTML at once, at high priority, its box known before it arrives.
    expect(html).toMatch(/<img class="artwork-hero__image" src="[^"]+large\.jpg"[^>]* width="1600" height="1200" style="--ratio:1\.3333/);
    const keys = (state as DehydratedState).queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['session'], ['site-config'], ['artworks', work.id, 'detail']]));
  });

  it('is taken over by the app without drawing it again, and a click before that is not lost', async () => {
    const fetches = stubFetch({ [`GET /api/artworks/${work.id}/by-artist`]: () => json({ total: 0, items: [] }) });
    const drawn = (await drawPage(`http://localhost${page}`, answers))!;
    window.history.replaceState(null, '', page);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = drawn.html;
    document.body.append(root);
    const title = root.querySelector('h1');
    const toggle = root.querySelector<HTMLButtonElement>('.artwork-description__toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // What the boot script does before the app is there (modules/pages/drawn-page.ts).
    const held: HTMLElement[] = [];
    const hold = (event: MouseEvent) => {
      const button = (event.target as Element).closest('button');
      if (button) {
        event.preventDefault();
        event.stopImmediatePropagation();
        held.push(button);
      }
    };
    document.addEventListener('click', hold, true);
    Object.assign(window, { __takeOver: () => (document.removeEventListener('click', hold, true), held.splice(0)) });
    toggle!.click();
    expect(held).toEqual([toggle]);

    const errors: unknown[] = [];
    try {
      await takeOver(root, drawn.state as DehydratedState, createQueryClient(), { onRecoverableError: (error) => errors.push(error) });
      // The description's toggle clicked before the take-over has now opened it.
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(screen.getByRole('button', { name: /In cart|Remove/ })).toBeInTheDocument());
      expect(errors).toEqual([]);
      // The same elements: taken over, not replaced.
      expect(root.querySelector('h1')).toBe(title);
      // Its answers came with the page: the work is not asked for again.
      expect(fetches.calls).not.toContain(`GET /api/artworks/${work.id}`);
    } finally {
      root.remove();
      Reflect.deleteProperty(window, '__takeOver');
    }
  });
});
