import { screen, waitFor, within } from '@testing-library/react';
import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { sentImage } from '@vernissage/core/images';
import { GALLERY_FILTER_BOUND_MAX, TASTE_MESSAGES, queueSchema, sentQueueSchema, type Queue, type SentQueue, type TasteItem } from '@vernissage/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import { MEMBERS_WHY } from '../../../../config/members.ts';
import { bodyOf, fill, refusal } from '../../../../testing/accounts.ts';
import { json, stubFetch } from '../../../../testing/fetch-stub.ts';
import { user } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { items, sentItems, work } from '../../testing.ts';
import { GalleryPage } from './gallery-page.tsx';
import { WHY_FALLBACK } from './why-this-work.tsx';

/** A queue as the server sends it: each picture compact (its folder and sizes). */
function queue(list: TasteItem[], overrides: Partial<Queue> = {}): SentQueue {
  const whole = queueSchema.parse({ status: 1, counter: 0, basis: 'taste', rankedAt: '2026-01-01T00:00:00.000Z', total: list.length, items: list, ...overrides });
  return sentQueueSchema.parse({ ...whole, items: whole.items.map((item) => ({ ...item, work: { ...item.work, image: item.work.image && sentImage(item.work.image) } })) });
}

/** The gallery page with test slots, inside the real providers, layouts and routes. */
function renderGallery() {
  const page = (
    <GalleryPage
      renderDetail={(shown, onBack) => (
        <div>
          <p>Details of {shown.title}</p>
          <button type="button" onClick={onBack}>
            Go back
          </button>
        </div>
      )}
      renderActions={(shown) => <button type="button">Add {shown.title} to cart</button>}
    />
  );
  return renderApp('/gallery', { pages: [{ path: '/gallery', element: page }] });
}

const title = (name: string) => screen.findByRole('heading', { name, level: 2 });

describe('/gallery', { timeout: 30_000 }, () => {
  it('tells a visitor why their own gallery needs an account and offers the crowd’s', async () => {
    stubFetch({});
    const { user: person, router } = renderApp('/gallery');
    expect(await screen.findByText(MEMBERS_WHY.gallery)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gallery');
    await person.click(screen.getByRole('link', { name: 'Browse the crowd’s gallery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-gallery'));
  });

  it('shows one work at a time: title cut at 70 characters, artist, year, materials, whole-dollar price', async () => {
    const long = 'A'.repeat(80);
    stubFetch({ 'GET /api/taste/queue': () => json(queue([{ work: work(11, { title: long, price: 2450.75 }), rating: null }, ...items([12])])) }, { user: user({ tasteTestStatus: 1 }) });
    renderGallery();
    expect(await title(`${'A'.repeat(70)}...`)).toBeInTheDocument();
    expect(screen.getByText('Artist 2, 2021')).toBeInTheDocument();
    expect(screen.getByText(/oil paint, acrylic paint on Canvas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Price \$2,451/ })).toBeInTheDocument();
    // The queue sent the picture compact: the wall shows the stored files it names.
    const picture = screen.getByRole('img', { name: new RegExp(`^${'A'.repeat(70)}`) });
    expect(picture.getAttribute('src')).toMatch(/^\/media\/artworks\/11\/(card|large)\.jpg$/);
    expect(picture.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toBe('/media/artworks/11/card.webp 640w, /media/artworks/11/large.webp 1600w');
  });

  it('opens a new visit at the first work still to rate, past works already rated and sold ones', async () => {
    const list: TasteItem[] = [
      { work: work(11), rating: 1 },
      { work: work(12), rating: -1 },
      { work: work(13, { sold: 1 }), rating: null },
      { work: work(14), rating: null },
      { work: work(15), rating: null },
    ];
    stubFetch({ 'GET /api/taste/queue': () => json(queue(list)) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    expect(await title('Study 14')).toBeInTheDocument();
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    // The works before it are still there to look back at.
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    expect(await title('Study 13')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('gallery_index')).toBe('2');
  });

  it('moves with the arrows and the keyboard, hides them at the ends, and keeps the place in gallery_index', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11, 12, 13]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    // The first work stands still; the next ones slide in from the side they come from.
    const slide = () => screen.getByRole('figure', { name: /^\d+ of 3$/ });
    expect(slide()).not.toHaveClass('art-slide');
    expect(screen.queryByRole('button', { name: 'Previous artwork' })).not.toBeInTheDocument();
    // Each arrow says which work it leads to, beside what it does.
    expect(screen.getByRole('button', { name: 'Next artwork' })).toHaveAttribute('aria-description', 'Study 12');
    await person.click(screen.getByRole('button', { name: 'Next artwork' }));
    expect(await title('Study 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous artwork' })).toHaveAttribute('aria-description', 'Study 11');
    expect(slide()).toHaveClass('art-slide', 'gallery-wall__work--next');
    await person.keyboard('{ArrowRight}');
    expect(await title('Study 13')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next artwork' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('gallery_index')).toBe('2');
    await person.keyboard('{ArrowLeft}');
    expect(await title('Study 12')).toBeInTheDocument();
    expect(slide()).toHaveClass('gallery-wall__work--back');
    expect(window.sessionStorage.getItem('gallery_index')).toBe('1');
  });

  it('after a purchase, says the work is on hold and invites more rating, once', async () => {
    window.sessionStorage.setItem('show-purchase-taste-modal', '1');
    stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11, 12]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    const dialog = await screen.findByRole('dialog', { name: 'Your work is on hold for you' });
    expect(window.sessionStorage.getItem('show-purchase-taste-modal')).toBeNull();
    await person.click(within(dialog).getByRole('button', { name: 'Keep exploring' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your work is on hold for you' })).not.toBeInTheDocument());
  });

  it('opens where the collector left off', async () => {
    window.sessionStorage.setItem('gallery_index', '2');
    stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11, 12, 13]))) }, { user: user({ tasteTestStatus: 1 }) });
    renderGallery();
    expect(await title('Study 13')).toBeInTheDocument();
  });

  it('does not reopen on a work that left the sale since (the one just ordered), but on the next to rate', async () => {
    window.sessionStorage.setItem('gallery_index', '1');
    const list: TasteItem[] = [{ work: work(11), rating: 1 }, { work: work(12, { sold: 2 }), rating: null }, { work: work(13), rating: 1 }, ...items([14, 15])];
    stubFetch({ 'GET /api/taste/queue': () => json(queue(list)) }, { user: user({ tasteTestStatus: 1 }) });
    renderGallery();
    expect(await title('Study 14')).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem('gallery_index')).toBe('3'));
  });

  it('stores each rating at once and moves on; a fifth re-ranks only what comes after the current work', async () => {
    const sent: unknown[] = [];
    let order = [11, 12, 13, 14];
    stubFetch(
      {
        'GET /api/taste/queue': () => json(queue(order.map((id) => ({ work: work(id), rating: sent.some((s) => (s as { artworkId: number }).artworkId === id) ? 1 : null })))),
        'POST /api/ratings': (_url, init) => {
          sent.push(bodyOf(init));
          const reranked = sent.length === 2;
          if (reranked) order = [11, 12, 14, 13];
          return json({ rating: bodyOf(init).rating, counter: reranked ? 0 : sent.length, reranked, status: 1, queue: null });
        },
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Like' }));
    expect(await title('Study 12')).toBeInTheDocument();
    await person.keyboard('l');
    // The batch re-ranked: 11 and 12 stay, 14 now comes next.
    expect(await title('Study 14')).toBeInTheDocument();
    expect(await screen.findByText('Your queue has been re-ranked for your taste.')).toBeInTheDocument();
    await person.keyboard('d');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { artworkId: 11, rating: 1, keepThrough: 11 },
      { artworkId: 12, rating: 1, keepThrough: 12 },
      { artworkId: 14, rating: -1, keepThrough: 14 },
    ]);
  });

  it('sends the filter with each rating and shows the re-ranked queue the answer carries, without reading it again', async () => {
    window.sessionStorage.setItem('gallery_filter', JSON.stringify({ maxPrice: 1500, colours: [14, 3] }));
    const sent: unknown[] = [];
    const stub = stubFetch(
      {
        'GET /api/taste/queue': () => json(queue(items([11, 12, 13, 14]))),
        'POST /api/ratings': (_url, init) => {
          sent.push(bodyOf(init));
          const reranked = sent.length === 2;
          const answer = reranked ? queue([...items([11, 12], 1), ...items([14, 13])]) : null;
          return json({ rating: bodyOf(init).rating, counter: reranked ? 0 : sent.length, reranked, status: 1, queue: answer });
        },
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person, queryClient } = renderGallery();
    await title('Study 11');
    await person.keyboard('l');
    expect(await title('Study 12')).toBeInTheDocument();
    await person.keyboard('l');
    expect(await title('Study 14')).toBeInTheDocument();
    expect(await screen.findByText('Your queue has been re-ranked for your taste.')).toBeInTheDocument();
    const filter = { maxPrice: 1500, colours: '14,3' };
    expect(sent).toEqual([
      { artworkId: 11, rating: 1, keepThrough: 11, filter },
      { artworkId: 12, rating: 1, keepThrough: 12, filter },
    ]);
    expect(queryClient.getQueryData(['taste', 'queue', 'maxPrice=1500&colours=14%2C3'])).toMatchObject({ counter: 0, items: [{ work: { id: 11 } }, { work: { id: 12 } }, { work: { id: 14 } }, { work: { id: 13 } }] });
    expect(stub.calls.filter((call) => call.startsWith('GET /api/taste/queue'))).toEqual(['GET /api/taste/queue?maxPrice=1500&colours=14%2C3']);
  });

  it('asks for the taste test when the server refuses a rating for want of one', async () => {
    const stub = stubFetch(
      {
        'GET /api/taste/queue': () => json(queue(items([11, 12]))),
        'POST /api/ratings': () => refusal(409, 'conflict', 'taste_test_required', 'Refused'),
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TASTE_MESSAGES.takeTestFirst)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take The Taste Test' })).toBeInTheDocument();
    expect(stub.calls).toContain('POST /api/ratings');
    expect(screen.getByRole('heading', { name: 'Study 11', level: 2 })).toBeInTheDocument();
  });

  it('ignores the rating keys while the person types in a field', async () => {
    const stub = stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11, 12]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await person.type(within(dialog).getByLabelText('Min price ($)'), '1d2l');
    expect(stub.calls.some((call) => call.startsWith('POST /api/ratings'))).toBe(false);
  });

  it('filters the queue by price, size and colour', async () => {
    const stub = stubFetch({ 'GET /api/taste/queue': (url) => json(queue(url.search ? items([12]) : items([11, 12]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await fill(person, within(dialog).getByLabelText('Max price ($)'), '1500');
    await fill(person, within(dialog).getByLabelText('Min width (in)'), '10');
    await person.click(within(dialog).getByRole('combobox', { name: 'Colours' }));
    await person.click(await screen.findByTitle('Blue'));
    await person.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await title('Study 12')).toBeInTheDocument();
    expect(stub.calls).toContain('GET /api/taste/queue?maxPrice=1500&minWidth=10&colours=14');
    expect(screen.getByRole('button', { name: 'Filter (3 set)' })).toBeInTheDocument();
  });

  it('refuses a minimum above its maximum in the form, with a clear message, and keeps the filter it had', async () => {
    const stub = stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11, 12]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByRole('form', { name: 'Filter artworks' })).toHaveAttribute('novalidate');
    await fill(person, within(dialog).getByLabelText('Min price ($)'), '5000');
    await fill(person, within(dialog).getByLabelText('Max price ($)'), '1000');
    await fill(person, within(dialog).getByLabelText('Min width (in)'), '40');
    await fill(person, within(dialog).getByLabelText('Max width (in)'), '20');
    await fill(person, within(dialog).getByLabelText('Min height (in)'), '50');
    await fill(person, within(dialog).getByLabelText('Max height (in)'), '30');
    // Every number is in its field before Apply checks them all.
    for (const [label, value] of [['Min price ($)', '5000'], ['Max price ($)', '1000'], ['Min width (in)', '40'], ['Max width (in)', '20'], ['Min height (in)', '50'], ['Max height (in)', '30']] as const) {
      await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveValue(value));
    }
    await person.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(TASTE_MESSAGES.priceRange)).toBeInTheDocument();
    // Each field shows its message when its own check settles: the three need not arrive together.
    expect(await within(dialog).findByText(TASTE_MESSAGES.widthRange)).toBeInTheDocument();
    expect(await within(dialog).findByText(TASTE_MESSAGES.heightRange)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.startsWith('GET /api/taste/queue'))).toEqual(['GET /api/taste/queue']);
    expect(window.sessionStorage.getItem('gallery_filter')).toBeNull();

    // Raising the maximum clears the minimum's message.
    await person.clear(within(dialog).getByLabelText('Max price ($)'));
    await fill(person, within(dialog).getByLabelText('Max price ($)'), '6000');
    await waitFor(() => expect(within(dialog).queryByText(TASTE_MESSAGES.priceRange)).not.toBeInTheDocument());
  });

  it('says when the filter emptied the gallery, and clears it on request', async () => {
    window.sessionStorage.setItem('gallery_filter', JSON.stringify({ minPrice: 90000 }));
    const stub = stubFetch({ 'GET /api/taste/queue': (url) => json(queue(url.search ? [] : items([11]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    expect(await screen.findByRole('heading', { name: TASTE_MESSAGES.filterEmpty })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TASTE_MESSAGES.emptyQueue })).not.toBeInTheDocument();
    expect(screen.getByText(TASTE_MESSAGES.filterEmptyHint)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(await title('Study 11')).toBeInTheDocument();
    expect(stub.calls).toContain('GET /api/taste/queue');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('forgets a stored filter whose minimum is above its maximum', async () => {
    window.sessionStorage.setItem('gallery_filter', JSON.stringify({ minPrice: 5000, maxPrice: 100 }));
    const stub = stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11]))) }, { user: user({ tasteTestStatus: 1 }) });
    renderGallery();
    expect(await title('Study 11')).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.startsWith('GET /api/taste/queue'))).toEqual(['GET /api/taste/queue']);
  });

  it('caps a bound past any work to the largest the API takes, so the gallery still answers', async () => {
    const stub = stubFetch({ 'GET /api/taste/queue': (url) => json(queue(url.search ? items([12]) : items([11, 12]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await fill(person, within(dialog).getByLabelText('Max height (in)'), '99999999999999999999');
    await person.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await title('Study 12')).toBeInTheDocument();
    expect(stub.calls).toContain(`GET /api/taste/queue?maxHeight=${GALLERY_FILTER_BOUND_MAX}`);
  });

  it('forgets a stored filter with a bound past what the API takes', async () => {
    window.sessionStorage.setItem('gallery_filter', JSON.stringify({ maxHeight: 2e9 }));
    const stub = stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11]))) }, { user: user({ tasteTestStatus: 1 }) });
    renderGallery();
    expect(await title('Study 11')).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.startsWith('GET /api/taste/queue'))).toEqual(['GET /api/taste/queue']);
  });

  it('offers to clear the filter when the filtered gallery cannot be loaded', async () => {
    window.sessionStorage.setItem('gallery_filter', JSON.stringify({ maxPrice: 1500 }));
    const stub = stubFetch(
      { 'GET /api/taste/queue': (url) => (url.search ? json({ error: { code: 'bad_request', message: 'Too big', fields: { maxPrice: 'Too big' } } }, 400) : json(queue(items([11])))) },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderGallery();
    expect(await screen.findByText('This content could not be loaded')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(await title('Study 11')).toBeInTheDocument();
    expect(stub.calls).toContain('GET /api/taste/queue');
    expect(JSON.parse(window.sessionStorage.getItem('gallery_filter') ?? '{}')).toEqual({});
  });

  it('says why each work was shown behind a Why this work? disclosure, as AI Recommendations does', async () => {
    const list = [
      { work: work(11), rating: null, reason: 'You liked 6 works with blues and round forms' },
      { work: work(12), rating: null, reason: null },
      { work: work(13), rating: null, reason: 'Because you liked “Study 4”', reasonWork: { id: 4, title: 'Study 4', picture: work(4).image!.sizes.thumb } },
    ];
    stubFetch({ 'GET /api/taste/queue': () => json(queue(list)) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    const why = screen.getByText('Why this work?');
    const reason = screen.getByText('You liked 6 works with blues and round forms');
    expect(reason).not.toBeVisible();
    await person.click(why);
    expect(reason).toBeVisible();
    // It stays open from one work to the next; a work no liked work explains says so plainly.
    await person.keyboard('{ArrowRight}');
    await title('Study 12');
    expect(screen.getByText(WHY_FALLBACK.taste)).toBeVisible();
    // A reason that names a liked work shows that work's picture beside the line.
    await person.keyboard('{ArrowRight}');
    await title('Study 13');
    const named = screen.getByText('Because you liked “Study 4”').closest('p')!;
    expect(named).toBeVisible();
    expect(named.querySelector('img')).toHaveAttribute('src', work(4).image!.sizes.thumb.jpeg);
  });

  it('copies the share link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubFetch({ 'GET /api/taste/queue': () => json(queue([{ work: work(11, { title: 'Blue Hour, No. 2' }), rating: null }])) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await title('Blue Hour, No. 2');
    await person.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://vernissage.test/artwork-for-sale/Blue-Hour-No-11');
    expect(await screen.findByText(TASTE_MESSAGES.shareCopied)).toBeInTheDocument();
  });

  it('asks for the taste test before a rating when it was never taken', async () => {
    const stub = stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11]), { status: null, basis: 'crowd' })) }, { user: user({ tasteTestStatus: null }) });
    const { user: person, router } = renderGallery();
    await title('Study 11');
    expect(screen.getByText(/These are the works collectors love most right now/)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TASTE_MESSAGES.takeTestFirst)).toBeInTheDocument();
    expect(stub.calls.some((call) => call.startsWith('POST /api/ratings'))).toBe(false);
    await person.click(within(dialog).getByRole('button', { name: 'Take The Taste Test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tastequiz'));
  });

  it('asks to finish an unfinished taste test', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11]), { status: 2 })) }, { user: user({ tasteTestStatus: 2 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.keyboard('d');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TASTE_MESSAGES.unfinished)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go to Taste Test' })).toBeInTheDocument();
  });

  it('hides add-to-cart on sold and held works and says why', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json(queue([{ work: work(11), rating: null }, { work: work(12, { sold: 1 }), rating: null }])) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    expect(screen.getByRole('button', { name: 'Add Study 11 to cart' })).toBeInTheDocument();
    await person.keyboard('{ArrowRight}');
    await title('Study 12');
    expect(screen.queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
    await person.hover(screen.getByLabelText(`Sold: ${SOLD_TOOLTIP[1]}`));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SOLD_TOOLTIP[1]);
  });

  it('opens the details from the image, with Go back', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11, 12]))) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Open the details of Study 11' }));
    expect(await screen.findByText('Details of Study 11')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await title('Study 11')).toBeInTheDocument();
  });

  it('shows the carousel with prices in cents', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json(queue([{ work: work(11, { price: 1250 }), rating: null }, ...items([12])])) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByText('Carousel'));
    const list = await screen.findByRole('list', { name: 'Artworks in your queue' });
    expect(within(list).getByText('$1,250.00')).toBeInTheDocument();
    await person.click(within(list).getByRole('button', { name: 'Show Study 12' }));
    expect(await title('Study 12')).toBeInTheDocument();
  });

  it('says the queue is empty and refreshes it on request', async () => {
    const stub = stubFetch(
      {
        'GET /api/taste/queue': () => json(queue([])),
        'POST /api/taste/queue/refresh': () => json(queue([])),
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderGallery();
    expect(await screen.findByRole('heading', { name: TASTE_MESSAGES.emptyQueue })).toBeInTheDocument();
    expect(screen.getByText('Come back soon to explore more art on Vernissage.')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Refresh The Queue' }));
    await waitFor(() => expect(stub.calls).toContain('POST /api/taste/queue/refresh'));
  });

  it('refreshes the queue for the filter and shows the answer without reading it again', async () => {
    window.sessionStorage.setItem('gallery_filter', JSON.stringify({ minWidth: 10 }));
    let body: unknown;
    const stub = stubFetch(
      {
        'GET /api/taste/queue': () => json(queue([])),
        'POST /api/taste/queue/refresh': (_url, init) => {
          body = bodyOf(init);
          return json(queue(items([31])));
        },
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderGallery();
    await screen.findByRole('heading', { name: TASTE_MESSAGES.filterEmpty });
    await person.click(screen.getByRole('button', { name: 'Refresh The Queue' }));
    expect(await title('Study 31')).toBeInTheDocument();
    expect(body).toEqual({ filter: { minWidth: 10 } });
    expect(stub.calls.filter((call) => call.startsWith('GET /api/taste/queue'))).toHaveLength(1);
  });

  it('shows Proof to admins only', async () => {
    stubFetch(
      {
        'GET /api/taste/queue': () => json(queue(items([11]))),
        'GET /api/taste/proof/11': () =>
          json({
            artworkId: 11,
            title: 'Study 11',
            basis: 'taste',
            affinity: 0.76,
            terms: { base: 0.35, colour: 0.12, content: 0.04, material: -0.02, formal: 0.1, crowd: 0.02, likeness: 0.15 },
            likeness: {
              value: 0.5,
              weight: 0.3,
              disliked: 0.5,
              head: 300,
              nearestLiked: { id: 4, title: 'Harbour at Dusk', closeness: 0.7 },
              nearestDisliked: { id: 5, title: 'Red Square', closeness: 0.4 },
            },
            ratings: 24.4,
            liftShare: 0.29,
            colour: [{ id: '14', name: 'Blue', weight: 0.24, crowdWeight: 0.05, evidence: 6, crowdShare: 0.14, contribution: 0.12 }],
            content: [],
            material: [],
            formal: [{ id: 11, name: 'Kiki-Bouba', poles: ['Kiki', 'Bouba'], value: 0.8, position: 1, denominator: 3, crowdShare: 0.25, match: 0.04 }],
            reason: 'You liked 3 works with blues',
          }),
      },
      { user: user({ role: 'admin', tasteTestStatus: 1 }) },
    );
    const { user: person } = renderGallery();
    await title('Study 11');
    await person.click(screen.getByRole('button', { name: 'Proof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof' });
    expect(await within(dialog).findByText('Kiki-Bouba')).toBeInTheDocument();
    expect(within(dialog).getByText('You liked 3 works with blues')).toBeInTheDocument();
    // Each value shows the person's weight, the crowd's, and the evidence with the crowd's share of it.
    const blue = within(dialog).getByRole('row', { name: /Blue/ });
    expect(within(blue).getByText('+0.240')).toBeInTheDocument();
    expect(within(blue).getByText('+0.050')).toBeInTheDocument();
    expect(within(blue).getByText('6.0 (14%)')).toBeInTheDocument();
    expect(within(dialog).getByText(/rest on 24\.4 ratings/)).toBeInTheDocument();
    // The likeness term names the nearest liked and disliked works and how close each is.
    expect(within(dialog).getByText('Likeness: +0.150')).toBeInTheDocument();
    const liked = within(dialog).getByRole('row', { name: /Liked/ });
    expect(within(liked).getByText('Harbour at Dusk')).toBeInTheDocument();
    expect(within(liked).getByText('0.700')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('row', { name: /Disliked/ })).getByText('Red Square')).toBeInTheDocument();
  });

  it('has no Proof button for collectors', async () => {
    stubFetch({ 'GET /api/taste/queue': () => json(queue(items([11]))) }, { user: user({ tasteTestStatus: 1 }) });
    renderGallery();
    await title('Study 11');
    expect(screen.queryByRole('button', { name: 'Proof' })).not.toBeInTheDocument();
  });
});

describe('/view-gallery', { timeout: 30_000 }, () => {
  it('lets a visitor rate, keeping the ratings in this browser', async () => {
    const stub = stubFetch({ 'GET /api/taste/crowd': () => json({ items: sentItems(items([21, 22])) }) });
    const { user: person } = renderApp('/view-gallery');
    await title('Study 21');
    await person.click(screen.getByRole('button', { name: 'Like' }));
    expect(await title('Study 22')).toBeInTheDocument();
    await person.keyboard('d');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('visitor_ratings') ?? '[]')).toEqual([
        expect.objectContaining({ artworkId: 21, rating: 1 }),
        expect.objectContaining({ artworkId: 22, rating: -1 }),
      ]),
    );
    expect(stub.calls.some((call) => call.startsWith('POST /api/ratings'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between the gallery and the carousel with the View radios, by click or arrow key', async () => {
    stubFetch({ 'GET /api/taste/crowd': () => json({ items: sentItems(items([21, 22])) }) });
    const { user: person } = renderApp('/view-gallery');
    await title('Study 21');
    const view = screen.getByRole('radiogroup', { name: 'View' });
    expect(within(view).getByRole('radio', { name: 'Gallery' })).toBeChecked();
    await person.click(within(view).getByRole('radio', { name: 'Carousel' }));
    expect(await screen.findByRole('list', { name: 'Artworks in your queue' })).toBeInTheDocument();
    expect(within(view).getByRole('radio', { name: 'Carousel' })).toBeChecked();
    await person.keyboard('{ArrowLeft}');
    expect(await title('Study 21')).toBeInTheDocument();
    expect(within(view).getByRole('radio', { name: 'Gallery' })).toHaveFocus();
  });
});
