import { CreateSlotsPage } from '../../features/consultations/components/create-slots-page.tsx';

/** /create-slots: the admin's consultation times (route-table gates the role; the server checks it). */
export function CreateSlotsRoute() {
  return <CreateSlotsPage />;
}
