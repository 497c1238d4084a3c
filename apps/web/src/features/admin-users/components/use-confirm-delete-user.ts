import { USER_MESSAGES as M, type AdminUser } from '@vernissage/core/schemas';
import { App } from 'antd';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteUser } from '../api/delete-user.ts';

/**
 * Deleting an account after the spec's 'Do you want to delete user ?' (Users and Merchants): the
 * server's answer in a message either way; `onDeleted` runs once the account is gone.
 */
export function useConfirmDeleteUser(onDeleted?: () => void): (person: AdminUser) => void {
  const { message, modal } = App.useApp();
  const remove = useDeleteUser();
  return (person) => {
    modal.confirm({
      title: M.deleteConfirm,
      content: `${person.name} (${person.email})`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await remove.mutateAsync(person.id);
          void message.success(result.message);
          onDeleted?.();
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };
}
