import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthModalProvider, useAuthModal } from './sign-in-prompt.tsx';
import { useFocusAfterNavigation } from './use-focus-after-navigation.ts';

/** A page whose opener goes away while the dialog is open (as the cart's Sign up does at sign-up). */
function Page() {
  const control = useAuthModal()!;
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <main id="main" tabIndex={-1}>
      {openerShown ? (
        <button type="button" onClick={() => control.open({ view: 'sign-in' })}>
          Sign up
        </button>
      ) : null}
      <button type="button" onClick={() => setOpenerShown(false)}>
        Drop the opener
      </button>
      {/* As a dialog's own close button: it goes with the dialog, and the focus with it. */}
      <button
        type="button"
        onClick={(event) => {
          event.currentTarget.blur();
          control.close();
        }}
      >
        Close the dialog
      </button>
      <span>{control.modal ? 'open' : 'closed'}</span>
    </main>
  );
}

function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  useFocusAfterNavigation(pathname);
  return (
    <>
      <Link to="/top">Top link</Link>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

describe('the focus after a dialog closes or a page changes', () => {
  it('goes back to the opener, or to the main content when the opener has gone', async () => {
    const user = userEvent.setup();
    render(
      <AuthModalProvider>
        <Page />
      </AuthModalProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the dialog' }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Drop the opener' }));
    await user.click(screen.getByRole('button', { name: 'Close the dialog' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves to the main content when a navigation removed what had it, and leaves a focus that survived', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/', element: <Layout><Link to="/next">Next page</Link></Layout> },
        { path: '/next', element: <Layout><p>Next</p></Layout> },
        { path: '/top', element: <Layout><p>Top</p></Layout> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    // The first page is left alone.
    expect(document.body).toHaveFocus();
    screen.getByRole('link', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Next')).toBeInTheDocument();
    expect(document.getElementById('main')).toHaveFocus();

    screen.getByRole('link', { name: 'Top link' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Top')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top link' })).toHaveFocus();
  });
});
