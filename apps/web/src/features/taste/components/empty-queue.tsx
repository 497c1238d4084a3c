import { TASTE_MESSAGES } from '@vernissage/core/messages';
import type { ReactNode } from 'react';

interface EmptyQueueProps {
  /** The message; 'Looks like your queue is empty!' unless something else emptied it. */
  title?: string;
  /** A second line under the message. */
  text?: string;
  /** The links: Sign Up Now, Refresh The Queue. */
  children: ReactNode;
}

/** 'Looks like your queue is empty!' (or why it is empty) with what to do next. */
export function EmptyQueue({ title = TASTE_MESSAGES.emptyQueue, text, children }: EmptyQueueProps) {
  return (
    <section className="empty-queue" aria-labelledby="empty-queue-title">
      <div className="empty-queue__frame" aria-hidden="true" />
      <h2 id="empty-queue-title" className="empty-queue__title">
        {title}
      </h2>
      {text ? <p className="empty-queue__text">{text}</p> : null}
      <div className="empty-queue__links">{children}</div>
    </section>
  );
}
