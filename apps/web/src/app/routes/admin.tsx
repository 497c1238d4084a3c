import { AdminHomePage } from '../../features/admin-home/components/admin-home-page.tsx';

/** /admin: the admin's home (route-table gates the role; the server checks it). */
export function AdminRoute() {
  return <AdminHomePage />;
}
