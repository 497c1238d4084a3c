import { screen, waitFor, within } from '@testing-library/react';
import { STUDIO_MESSAGES as S, type StudioWork } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, bodyOf, fill, refusal } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { FakeXhr, studioWork, upload } from '../testing/studio-fixtures.ts';

// The form and its rich-text editor load lazily; loading them once up front keeps each test's waits short.
beforeAll(() => Promise.all([import('./work-form-page.tsx'), import('../../../components/rich-text-editor.tsx')]), 60_000);

const artist = user({ id: 'artist-1', name: 'Ada Lovelace', role: 'artist' });

function formFetch(routes: Parameters<typeof stubFetch>[0] = {}, person = artist) {
  return stubFetch(routes, { user: person });
}

async function workForm() {
  return screen.findByRole('form', { name: 'Work details' });
}

describe('the work form', { timeout: 60_000 }, () => {
  it('asks for a title with the spec message before sending anything', async () => {
    const stub = formFetch();
    const { user: person } = renderApp('/project/projectDetails/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a work' })).toBeInTheDocument();
    await person.click(within(await workForm()).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(S.titleRequired)).toBeInTheDocument();
    expect(stub.calls.some((call) => call.startsWith('POST'))).toBe(false);
    // The video link is type url: the form's own messages say what is wrong, not the browser's bubble.
    expect(await workForm()).toHaveAttribute('novalidate');
  });

  it('keeps every value and shows the field errors when a save is refused', async () => {
    const sent: Array<Record<string, unknown>> = [];
    formFetch({
      'POST /api/studio/works': (_url, init) => {
        sent.push(bodyOf(init));
        return apiError(400, 'bad_request', 'Please check the highlighted fields.', { videoUrl: S.videoUrlInvalid, 'formal.0.value': S.formalInvalid });
      },
    });
    const { user: person } = renderApp('/project/projectDetails/new');
    const form = await workForm();
    await fill(person, within(form).getByLabelText('Title'), 'Lake at dusk');
    await fill(person, within(form).getByLabelText('Price'), '1500');
    await fill(person, within(form).getByLabelText('Width'), '24');
    await fill(person, within(form).getByLabelText('Video link'), 'https://example.test/clip.mp4');
    expect(within(form).getByText('61 cm')).toBeInTheDocument();
    await person.click(within(form).getByRole('checkbox', { name: 'Teal' }));
    await person.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await within(form).findByText(S.videoUrlInvalid)).toBeInTheDocument();
    expect(await within(form).findByText(S.formalInvalid)).toBeInTheDocument();
    expect(within(form).getByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Lake at dusk', price: 1500, width: 24, colours: [12], videoUrl: 'https://example.test/clip.mp4', uniqueCopy: true, formal: [], images: [] });
    expect(within(form).getByLabelText('Title')).toHaveValue('Lake at dusk');
    expect(within(form).getByLabelText('Price')).toHaveValue('1500');
    expect(within(form).getByLabelText('Video link')).toHaveValue('https://example.test/clip.mp4');
    expect(within(form).getByRole('checkbox', { name: 'Teal' })).toBeChecked();
  });

  it('saves a new work as a draft and moves to its address', async () => {
    const created = studioWork({ id: 42, title: 'Blue study', missing: ['cover', 'colour', 'subject', 'medium'] });
    formFetch({ 'POST /api/studio/works': () => json({ message: S.created, work: created }, 201) });
    const { user: person, router } = renderApp('/project/projectDetails/new');
    const form = await workForm();
    await fill(person, within(form).getByLabelText('Title'), 'Blue study');
    await person.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(S.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/projectDetails/42'));
    expect(within(await workForm()).getByLabelText('Title')).toHaveValue('Blue study');
  });

  it('shows what is missing when listing is refused', async () => {
    const work = studioWork({ id: 7, price: null, missing: ['cover', 'price', 'colour', 'subject', 'medium'] });
    const stub = formFetch({
      'GET /api/studio/works/7': () => json(work),
      'PUT /api/studio/works/7': () => json({ message: S.saved, work }),
      'PUT /api/studio/works/7/state': () =>
        refusal(409, 'conflict', 'listing_incomplete', 'Before the work can be listed it needs a cover image and a price.', { cover: 'a cover image', price: 'a price' }),
    });
    const { user: person } = renderApp('/project/projectDetails/7');
    const form = await workForm();
    // Before listing, the status panel already says what is missing.
    const status = within(form).getByRole('heading', { name: 'Status' }).closest('.work-status') as HTMLElement;
    expect(within(status).getByText(`${S.listingIncomplete}:`)).toBeInTheDocument();
    expect(within(status).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a cover image', 'a price', 'at least one colour', 'at least one subject', 'at least one medium']);
    await person.click(within(form).getByRole('button', { name: 'List for sale' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The work is saved, but it cannot be listed yet.');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a cover image', 'a price']);
    expect(stub.calls).toEqual(expect.arrayContaining(['PUT /api/studio/works/7', 'PUT /api/studio/works/7/state']));
  });

  it('offers the cover’s suggestions, and accepting them sets the colours and formal positions', async () => {
    FakeXhr.install((request) => {
      request.progress(50, 100);
      request.finish(201, upload('cover', { colours: [7, 15], formal: [{ id: 8, value: 0.3 }] }));
    });
    let sent: Record<string, unknown> = {};
    formFetch({
      'POST /api/studio/works': (_url, init) => {
        sent = bodyOf(init);
        return json({ message: S.created, work: studioWork({ id: 9 }) }, 201);
      },
    });
    const { user: person } = renderApp('/project/projectDetails/new');
    const form = await workForm();
    const files = person.setup({ applyAccept: false });
    await files.upload(within(form).getByLabelText('Choose images'), new File(['jpeg'], 'cover.jpg', { type: 'image/jpeg' }));

    expect(await within(form).findByRole('img', { name: 'Image 1, the cover' })).toBeInTheDocument();
    expect(FakeXhr.requests[0]?.url).toBe('/api/studio/images');
    const offer = await screen.findByText('Suggested from the cover');
    // Nothing is applied until the seller accepts.
    expect(within(form).getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
    expect(within(form).getByRole('slider', { name: 'Dark to Light' })).toHaveAttribute('aria-valuetext', 'Not set');

    await person.click(within(offer.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Accept suggestions' }));
    expect(within(form).getByRole('checkbox', { name: 'Red suggested' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Navy suggested' })).toBeChecked();
    expect(within(form).getByRole('slider', { name: 'Dark to Light' })).toHaveAttribute('aria-valuenow', '0.3');
    expect(screen.queryByText('Suggested from the cover')).not.toBeInTheDocument();

    // Changing a suggested colour makes it the seller's own.
    await person.click(within(form).getByRole('checkbox', { name: 'Navy suggested' }));
    expect(within(form).getByRole('checkbox', { name: 'Navy' })).not.toBeChecked();

    await fill(person, within(form).getByLabelText('Title'), 'Dusk');
    await person.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toMatchObject({ colours: [7], formal: [{ id: 8, value: 0.3 }], images: ['/media/studio/cover/large.webp'] }));
  });

  it('reorders the images with the move buttons, and the first is the cover', async () => {
    let uploads = 0;
    FakeXhr.install((request) => {
      uploads += 1;
      request.finish(201, upload(`image-${uploads}`));
    });
    const work = studioWork({ id: 7 });
    let sent: Record<string, unknown> = {};
    formFetch({
      'GET /api/studio/works/7': () => json(work),
      'PUT /api/studio/works/7': (_url, init) => {
        sent = bodyOf(init);
        return json({ message: S.saved, work });
      },
    });
    const { user: person } = renderApp('/project/projectDetails/7');
    const form = await workForm();
    const files = person.setup({ applyAccept: false });
    await files.upload(within(form).getByLabelText('Choose images'), [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })]);
    await within(form).findByRole('img', { name: 'Image 2' });
    await person.click(within(form).getByRole('button', { name: 'Move image 2 left' }));
    expect(within(form).getByRole('img', { name: 'Image 1, the cover' })).toHaveAttribute('src', '/media/studio/image-2/thumb.jpg');
    await person.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.images).toEqual(['/media/studio/image-2/large.webp', '/media/studio/image-1/large.webp']));
  });

  it('refuses other types and files over 20 MB before uploading, and cancels an upload', async () => {
    FakeXhr.install();
    formFetch();
    const { user: person } = renderApp('/project/projectDetails/new');
    const form = await workForm();
    const files = person.setup({ applyAccept: false });
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await files.upload(within(form).getByLabelText('Choose images'), [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), big]);
    const refused = await within(form).findByRole('alert');
    expect(refused).toHaveTextContent(`cv.pdf: ${S.imageType}`);
    expect(refused).toHaveTextContent(`huge.png: ${S.imageTooLarge}`);
    expect(FakeXhr.requests).toHaveLength(0);

    await files.upload(within(form).getByLabelText('Choose images'), new File(['jpeg'], 'slow.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    FakeXhr.requests[0]?.progress(30, 100);
    const bar = await within(form).findByRole('progressbar', { name: 'Uploading slow.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(within(form).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await person.click(within(form).getByRole('button', { name: 'Cancel the upload of slow.jpg' }));
    expect(FakeXhr.requests[0]?.aborted).toBe(true);
    await waitFor(() => expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument());
    // The form learns the upload ended in the render after the bar goes.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save draft' })).toBeEnabled());
  });

  it('keeps the price of a work on hold and says why; it cannot be deleted', async () => {
    const held: StudioWork = studioWork({ id: 8, state: 'on_hold' });
    formFetch({ 'GET /api/studio/works/8': () => json(held) });
    renderApp('/project/projectDetails/8');
    const form = await workForm();
    expect(within(form).getByLabelText('Price')).toBeDisabled();
    expect(within(form).getByLabelText('Discount')).toBeDisabled();
    expect(within(form).getByText(S.lockedPrice)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(form).getByText(S.lockedDelete)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'List for sale' })).not.toBeInTheDocument();
  });

  it('takes the admin back to Art Works', async () => {
    formFetch({ 'GET /api/studio/works/7': () => json(studioWork({ seller: { id: 'artist-9', name: 'Berthe Morisot' } })) }, user({ role: 'admin' }));
    renderApp('/project/projectDetails/7');
    await workForm();
    expect(screen.getByRole('link', { name: 'Back to Art Works' })).toHaveAttribute('href', '/admin-art-works');
    expect(screen.getByText('By Berthe Morisot')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    formFetch({ 'GET /api/studio/works/9': () => json(studioWork({ id: 9, title: 'Quiet field' })), 'GET /api/studio/works': () => json({ total: 0, counts: { draft: 0, listed: 0, hidden: 0, on_hold: 0, sold: 0 }, items: [] }) });
    const { user: person, router } = renderApp('/project/projectDetails/9');
    const form = await workForm();
    expect(await within(form).findByDisplayValue('Quiet field')).toBeInTheDocument();
    await fill(person, within(form).getByLabelText('Title'), ', revised');
    await person.click(screen.getByRole('link', { name: 'Back to My Works' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await person.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/project/projectDetails/9');
    expect(within(form).getByLabelText('Title')).toHaveValue('Quiet field, revised');
    await person.click(screen.getByRole('link', { name: 'Back to My Works' }));
    await person.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-works/grid'));
  });
});
