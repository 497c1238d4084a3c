import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES as M, PROFILE_MESSAGES as P, profileSchema, type Profile } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { apiError, bodyOf, fill, lookups, refusal } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

function profile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    role: 'collector',
    phone: '+1 312 555 0100',
    city: 'Evanston',
    address: null,
    country: 'usa',
    bio: '<p>I collect prints.</p>',
    exhibitionHistory: null,
    educationHistory: null,
    logo: null,
    hasPassword: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
}

function profileFetch(person: Profile, routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({ 'GET /api/lookups': () => json(lookups), 'GET /api/profile': () => json(person), ...routes }, { user: user({ role: person.role, name: person.name }) });
}

describe('/profile', { timeout: 60_000 }, () => {
  it('shows the details, initials and no history fields for a collector', async () => {
    profileFetch(profile());
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Profile details' });
    expect(within(form).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(form).getByText('12/100')).toBeInTheDocument();
    expect(screen.getByLabelText('Ada Lovelace, no image yet')).toHaveTextContent('AL');
    expect(within(form).queryByRole('textbox', { name: 'Exhibition history' })).not.toBeInTheDocument();
    expect(screen.getByText(/Collector · member since March 2026/)).toBeInTheDocument();
  });

  it('gives artists their exhibition and education history', async () => {
    profileFetch(profile({ role: 'artist', exhibitionHistory: '<p>Hyde Park Art Center</p>' }));
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Profile details' });
    expect(within(form).getByRole('textbox', { name: 'Exhibition history' })).toHaveTextContent('Hyde Park Art Center');
    expect(within(form).getByRole('textbox', { name: 'Education history' })).toBeInTheDocument();
  });

  it('saves and says "Your Profile has been updated"', async () => {
    let sent: Record<string, unknown> = {};
    profileFetch(profile(), {
      'PATCH /api/profile': (_url, init) => {
        sent = bodyOf(init);
        return json({ message: M.profileUpdated });
      },
    });
    const { user: person } = renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Profile details' });
    await fill(person, within(form).getByLabelText('Address'), '1 Lake St');
    await person.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(M.profileUpdated)).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Ada Lovelace', city: 'Evanston', address: '1 Lake St', bio: '<p>I collect prints.</p>' });
    expect(sent).not.toHaveProperty('exhibitionHistory');
  });

  it('checks the fields with the spec messages and keeps the values when the server refuses', async () => {
    profileFetch(profile(), { 'PATCH /api/profile': () => apiError(400, 'bad_request', M.phoneRequired, { phone: M.phoneRequired }) });
    const { user: person } = renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Profile details' });
    const name = within(form).getByLabelText('Full name');
    await person.clear(name);
    await person.click(within(form).getByRole('button', { name: 'Save profile' }));
    await expectText(within(form), M.nameRequired);

    await fill(person, name, 'x'.repeat(101));
    await expectText(within(form), M.nameMax);
    expect(within(form).getByText('101/100')).toHaveAttribute('data-over', 'true');
    await person.clear(name);
    await fill(person, name, 'Ada King');
    await person.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findAllByText(M.phoneRequired)).not.toHaveLength(0);
    expect(name).toHaveValue('Ada King');
  });

  it('refuses a phone that is not a number, and a too-long one with its own message, sending nothing', async () => {
    const stub = profileFetch(profile());
    const { user: person } = renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Profile details' });
    const phone = within(form).getByLabelText('Phone');
    for (const typed of ['abc', 'hello']) {
      await person.clear(phone);
      await fill(person, phone, typed);
      await person.click(within(form).getByRole('button', { name: 'Save profile' }));
      await expectText(within(form), M.phoneInvalid);
    }
    await person.clear(phone);
    await fill(person, phone, '3'.repeat(41));
    await person.click(within(form).getByRole('button', { name: 'Save profile' }));
    await expectText(within(form), M.phoneMax);
    expect(within(form).queryByText(M.phoneRequired)).not.toBeInTheDocument();
    expect(stub.calls).not.toContain('PATCH /api/profile');
  });

  it('shows the e-mail address and sends a change to Settings, where a link to the new address confirms it', async () => {
    profileFetch(profile());
    renderApp('/profile');
    expect(await screen.findByText(profile().email)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change email' })).not.toBeInTheDocument();
    const hint = screen.getByText(/a link sent to the new address confirms it/);
    expect(within(hint).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('changes the password only with a matching confirmation, and shows the server’s refusal', async () => {
    const calls: Array<Record<string, unknown>> = [];
    profileFetch(profile(), {
      'PATCH /api/accounts/me/password': (_url, init) => {
        calls.push(bodyOf(init));
        return refusal(400, 'bad_request', 'current_password_wrong', M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong });
      },
    });
    const { user: person } = renderApp('/profile');
    const passwordForm = await screen.findByRole('form', { name: 'Change password' });
    await fill(person, within(passwordForm).getByLabelText('Current password'), 'wrong-password');
    await fill(person, within(passwordForm).getByLabelText('New password'), 'new-password-1');
    await fill(person, within(passwordForm).getByLabelText('Confirm new password'), 'new-password-2');
    await person.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    await expectText(within(passwordForm), M.confirmMismatch);
    expect(calls).toHaveLength(0);
    await person.clear(within(passwordForm).getByLabelText('Confirm new password'));
    await fill(person, within(passwordForm).getByLabelText('Confirm new password'), 'new-password-1');
    await person.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordForm).findAllByText(M.currentPasswordWrong)).not.toHaveLength(0);
    expect(calls).toEqual([{ currentPassword: 'wrong-password', password: 'new-password-1', confirm: 'new-password-1' }]);
  });

  it('refuses an image of the wrong type or over 20 MB before cropping, and crops a good one', async () => {
    profileFetch(profile());
    const { user: person } = renderApp('/profile');
    const picker = await screen.findByLabelText('Choose a profile image');
    const upload = person.setup({ applyAccept: false });

    await upload.upload(picker, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(P.imageType)).toBeInTheDocument();

    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await upload.upload(picker, big);
    expect(await screen.findByText(P.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Crop your profile image' })).not.toBeInTheDocument();

    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => undefined;
    await upload.upload(picker, new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your profile image' });
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop your profile image' })).not.toBeInTheDocument());
  });

  it('welcomes a newly upgraded artist once, with Add Artworks', async () => {
    window.sessionStorage.setItem('invite_artist_confirm', '1');
    profileFetch(profile({ role: 'artist' }));
    const { router, user: person } = renderApp('/profile');
    expect(await screen.findByText('Welcome to Vernissage as an artist')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('invite_artist_confirm')).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Add Artworks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-works/grid'));
  });
});

describe('/admin-account', { timeout: 60_000 }, () => {
  it("is the admin's own profile, under its own heading", async () => {
    profileFetch(profile({ role: 'admin', name: 'Grace Admin' }));
    renderApp('/admin-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Account' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Profile details' })).toBeInTheDocument();
    expect(screen.getByText(/Admin · member since March 2026/)).toBeInTheDocument();
  });

  it('is the 404 page for anyone else signed in', async () => {
    profileFetch(profile());
    renderApp('/admin-account');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Profile details' })).not.toBeInTheDocument();
  });
});
