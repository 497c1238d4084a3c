import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The real component, with the widget's code stubbed: jsdom cannot run its proof of work.
vi.unmock('./captcha.tsx');
vi.mock('altcha', () => ({}));
const { Captcha } = await import('./captcha.tsx');

function Form() {
  return (
    <form>
      <label>
        Email
        <input name="email" />
      </label>
      <Captcha />
    </form>
  );
}

const widget = () => document.querySelector('altcha-widget');

describe('the captcha', () => {
  it('stands in with its box until someone starts on the form, then brings the widget', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(widget()).toBeNull();
    await user.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(widget()).not.toBeNull());
    // Not ticked: the widget waits for its own box.
    expect(widget()!.getAttribute('auto')).toBeNull();
  });

  it('checks at once when its stand-in was pressed, even if the widget comes before the click', () => {
    render(<Form />);
    // The press alone: the widget may replace the stand-in before the button is let go.
    fireEvent.pointerDown(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    return waitFor(() => expect(widget()?.getAttribute('auto')).toBe('onload'));
  });
});
