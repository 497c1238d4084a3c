import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EARLY_ACCESS_MESSAGES as M, earlyAccessContentSchema, type EarlyAccessContent } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { artworkDetail, storedImage } from '../../../testing/artwork-detail.ts';
import { json, notFound, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** Routes load lazily: on a busy machine the first paint takes a while. */
const FIRST_PAINT_MS = 20_000;

function content(works = true): EarlyAccessContent {
  const { artistProfile, ...work } = artworkDetail({ id: 100, title: 'Harbour Light', price: 1000, images: [storedImage(100)] });
  return earlyAccessContentSchema.parse({
    id: 7,
    title: 'Spring Preview',
    description: '<p>New <strong>works</strong> first.</p>',
    earlyDate: '2026-04-01',
    discount: 20,
    images: [storedImage(7, 1), storedImage(7, 2)],
    artists: [artistProfile],
    works: works ? [{ ...work, earlyPrice: 800 }] : [],
  });
}

describe('the Early Access page (/early-access)', { timeout: 40_000 }, () => {
  it('asks for the passcode, warns on a wrong one, then shows the preview with struck-through and early prices', async () => {
    let verified = false;
    stubFetch({
      'GET /api/early-access': () => json({ active: true, title: 'Spring Preview', verified }),
      'POST /api/early-access/verify': (_url, init) => {
        const { passcode } = JSON.parse(String(init?.body)) as { passcode: string };
        if (passcode !== 'open sesame') return json({ error: { code: 'bad_request', message: M.passcodeInvalid, reason: 'passcode_invalid' } }, 400);
        verified = true;
        return json({ message: M.passcodeVerified });
      },
      'GET /api/early-access/content': () => (verified ? json(content()) : json({ error: { code: 'forbidden', message: M.locked, reason: 'early_access_locked' } }, 403)),
      'GET /api/artworks/100': () => json(artworkDetail({ id: 100, title: 'Harbour Light', price: 1000, images: [storedImage(100)] })),
    });
    renderApp('/early-access');
    const dialog = await screen.findByRole('dialog', { name: 'Early access' }, { timeout: FIRST_PAINT_MS });
    const input = screen.getByLabelText('Passcode', { selector: 'input' });
    fireEvent.change(input, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(M.passcodeInvalid)).length).toBeGreaterThan(0);
    expect(dialog).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'open sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.passcodeVerified)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Preview' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByText('04/01/2026')).toBeInTheDocument();
    const pictures = screen.getByRole('list', { name: 'Preview pictures' });
    expect(within(pictures).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Spring Preview, picture 1', 'Spring Preview, picture 2']);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Artist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Artwork' })).toBeInTheDocument();
    expect(document.querySelector('.early-price__was')?.textContent).toContain('$1,000');
    expect(document.querySelector('.early-price__now')?.textContent).toContain('$800');

    // The work's details price it as the cart will: the early price beside the list price.
    fireEvent.click(screen.getByRole('button', { name: /^Harbour Light by .+: show details$/ }));
    expect(await screen.findByLabelText('Early access price $800, was $1,000', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
  });

  it('says No data found. when the preview has no works', async () => {
    stubFetch({
      'GET /api/early-access': () => json({ active: true, title: 'Spring Preview', verified: true }),
      'GET /api/early-access/content': () => json(content(false)),
    });
    renderApp('/early-access');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Preview' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByText(M.noData)).toBeInTheDocument();
  });

  it('shows nothing of an early access when none is active', async () => {
    const stub = stubFetch({
      'GET /api/early-access': () => json({ active: false, title: null, verified: false }),
      'GET /api/early-access/content': () => notFound(M.noneActive, 'early_access_not_found'),
    });
    renderApp('/early-access');
    expect(await screen.findByText(M.noneActive, {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(stub.calls).toContain('GET /api/early-access'));
    expect(stub.calls).not.toContain('GET /api/early-access/content');
  });
});
