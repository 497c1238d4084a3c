import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button.tsx';

describe('BusyButton', () => {
  it('shows a spinner, says so and takes no press while busy', async () => {
    const press = vi.fn();
    render(
      <BusyButton busy busyLabel="Placing your order…" onClick={press}>
        Place order
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Placing your order…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    await userEvent.click(button);
    expect(press).not.toHaveBeenCalled();
  });

  it('drops the spinner at once when the request ends and disables it in the same render (a captcha reset)', () => {
    const { rerender } = render(
      <BusyButton busy disabled={false}>
        Log in
      </BusyButton>,
    );
    rerender(
      <BusyButton busy={false} disabled>
        Log in
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button.querySelector('.anticon-loading')).toBeNull();
  });

  it('keeps its own label and icon when not busy', () => {
    render(<BusyButton busy={false}>Send question</BusyButton>);
    expect(screen.getByRole('button', { name: 'Send question' })).toBeEnabled();
  });
});
