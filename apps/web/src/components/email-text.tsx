import { Fragment } from 'react';
import './email-text.css';

/** Where an address may break: after the @, and before each dot. */
const BREAK_POINTS = /(?=\.)|(?<=@)/;

/**
 * An e-mail address that wraps, when it must, only after its @ or before a dot: each part between
 * them is kept whole (a hyphen or a digit run inside a name is no place to break one).
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(BREAK_POINTS);
  return (
    <span className={className ? `email-text ${className}` : 'email-text'}>
      {parts.map((part, position) => (
        // The parts of one address never reorder, so their place is a stable key.
        <Fragment key={position}>
          {position > 0 ? <wbr /> : null}
          <span className="email-text__part">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
