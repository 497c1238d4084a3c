import { USER_MESSAGES as M, type AdminUser } from '@vernissage/core/schemas';
import type { useAdminTable } from '../../../components/admin-table/use-admin-table.ts';
import { useDeleteUser } from '../api/delete-user.ts';

/**
 * Deleting an account after the spec's 'Do you want to delete user ?' (Users and Merchants),
 * through the admin tables' own confirm-and-delete (`useAdminTable`): the server's answer either
 * way, and a page back when the last row of a later page goes.
 */
export function useConfirmDeleteUser(table: Pick<ReturnType<typeof useAdminTable>, 'confirmDelete'>, rowsOnPage: number): (person: AdminUser) => void {
  const remove = useDeleteUser();
  return (person) =>
    table.confirmDelete({ title: M.deleteConfirm, content: `${person.name} (${person.email})`, remove: () => remove.mutateAsync(person.id), rowsOnPage });
}
