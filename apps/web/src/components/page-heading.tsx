import type { ReactNode } from 'react';
import './page-heading.css';

interface PageHeadingProps {
  title: string;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons on the right (wrapping under the title on phones). */
  actions?: ReactNode;
}

/** The heading of a page in the admin layout: its one h1, a line of purpose and its actions. */
export function PageHeading({ title, description, actions }: PageHeadingProps) {
  return (
    <header className="page-heading">
      <div className="page-heading__text">
        <h1 className="page-heading__title">{title}</h1>
        {description ? <p className="page-heading__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-heading__actions">{actions}</div> : null}
    </header>
  );
}
