import { DataNotFound } from '../../components/data-not-found.tsx';

export function DataNotFoundRoute() {
  return <DataNotFound />;
}
