import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { paths } from '../config/paths.ts';

/** Last resort when a page throws while rendering: a clear message and a way home. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle="This page could not be shown. Please try again; if it keeps happening, contact us."
      extra={
        <Button type="primary" href={paths.home}>
          Go To Home
        </Button>
      }
    />
  );
}
