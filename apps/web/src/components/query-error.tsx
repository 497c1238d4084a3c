import { Button, Result } from 'antd';
import { errorMessage } from '../lib/api-client.ts';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed request, told to the person with a way to try again. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  return (
    <Result
      status="warning"
      title="This content could not be loaded"
      subTitle={errorMessage(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        ) : null
      }
    />
  );
}
