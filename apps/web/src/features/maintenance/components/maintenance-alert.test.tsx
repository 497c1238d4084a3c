import { screen, waitFor, within } from '@testing-library/react';
import { SNIPPET } from '@vernissage/core/constants';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { snippet } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

function stubWithNotification(status: '1' | '0') {
  return stubFetch({
    [`GET /api/snippets/${SNIPPET.notification}`]: () => json(snippet(SNIPPET.notification, '<p>Down for maintenance tonight</p>', { status })),
    [`GET /api/snippets/${SNIPPET.terms}`]: () => json(snippet(SNIPPET.terms, '<p>Terms text</p>')),
  });
}

describe('maintenance alert', () => {
  it('shows once per browser session while the Notification status is 1, dismissed with OK', async () => {
    stubWithNotification('1');
    const first = renderApp('/terms');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Down for maintenance tonight')).toBeInTheDocument();
    await first.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // A reload in the same session (sessionStorage survives): no alert.
    const stub = stubWithNotification('1');
    renderApp('/terms');
    expect(await screen.findByText('Terms text')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stub.calls).not.toContain(`GET /api/snippets/${SNIPPET.notification}`);
  });

  it('does not show while the status is 0', async () => {
    const stub = stubWithNotification('0');
    renderApp('/terms');
    expect(await screen.findByText('Terms text')).toBeInTheDocument();
    await waitFor(() => expect(stub.calls).toContain(`GET /api/snippets/${SNIPPET.notification}`));
    await expect(screen.findByRole('dialog', {}, { timeout: 300 })).rejects.toThrow();
  });
});
