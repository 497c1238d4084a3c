import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldText } from './field-text.tsx';

function Password() {
  const [value, setValue] = useState('');
  return <FieldText label="Password" reveal value={value} onChange={setValue} />;
}

describe('FieldText', () => {
  it('hides a password until the person shows it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<Password />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'correct horse');
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show the characters' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('correct horse');
  });

  it('is a text field otherwise', () => {
    render(<FieldText label="Email" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
