import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import './card-page.css';

/**
 * A page of one card under its title, in the look of Ant Design's card: the pages people open from
 * an e-mail's link to do one thing (a new password, an invite's change of role), drawn without
 * Ant Design (decision records 052 and 055).
 */
export function CardPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="card-page">
      <section className="card-page__card" aria-labelledby={titleId}>
        <h1 id={titleId} className="card-page__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** An outcome in the look of Ant Design's result: its icon, what happened, and where to go next. */
export function Outcome({ status, title, detail, action }: { status: 'success' | 'warning'; title: string; detail?: string; action: ReactNode }) {
  return (
    <div className={`outcome outcome--${status}`} role={status === 'success' ? 'status' : 'alert'}>
      <span className="outcome__icon" aria-hidden="true">
        {status === 'success' ? <CheckCircleFilled /> : <ExclamationCircleFilled />}
      </span>
      <p className="outcome__title">{title}</p>
      {detail ? <p className="outcome__detail">{detail}</p> : null}
      {action}
    </div>
  );
}
