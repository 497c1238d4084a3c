import { WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { errorMessage } from '../lib/api-client.ts';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  /** Another way out, beside Try again (a gallery's Clear the filter). */
  extra?: ReactNode;
}

/**
 * A failed request, told to the person with a way to try again. Plain markup in the look of
 * Ant Design's warning result: it sits on public pages, where every kilobyte counts.
 */
export function QueryError({ error, onRetry, extra }: QueryErrorProps) {
  return (
    <div className="query-error" role="alert">
      <WarningFilled className="query-error__icon" aria-hidden="true" />
      <p className="query-error__title">This content could not be loaded</p>
      <p className="query-error__text">{errorMessage(error)}</p>
      {onRetry ? (
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {extra}
    </div>
  );
}
