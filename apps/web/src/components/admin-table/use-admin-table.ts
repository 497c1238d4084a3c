import { App, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/**
 * A table's page buttons on a phone: smaller, and fewer of them around the current page, so they
 * stay on one line of a 390 px screen however many pages there are (the total goes on the line
 * above, app/styles.css). Spread into a table's pagination settings.
 */
export function usePhonePaging(): Pick<TablePaginationConfig, 'size' | 'showLessItems'> {
  const phone = useMediaQuery('(max-width: 575.98px)');
  return phone ? { size: 'small', showLessItems: true } : {};
}

interface ConfirmDelete {
  /** The spec's question ('Do you want to delete SEO'). */
  title: string;
  /** What is about to go, so the admin sees which row they chose. */
  content: ReactNode;
  /** The delete call; its answer's message is shown on success. */
  remove: () => Promise<{ message: string }>;
  /** Rows the table shows now: deleting the last one of a page steps back a page. */
  rowsOnPage: number;
  /** The confirming button's word, when it is not 'Delete' ('Withdraw'). */
  okText?: string;
}

/**
 * What every paged admin table repeats (Manage Exhibitions, Blogs, Education, SEO Page, Early
 * Access, List An Event): the page number in the address (?page=, so a reload or a shared link
 * keeps it), the offset to ask for, Ant Design's pagination settings, and delete after a
 * confirmation with the server's message either way.
 */
export function useAdminTable(pageSize: number, param = 'page') {
  const { message, modal } = App.useApp();
  const phonePaging = usePhonePaging();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(param) ?? '1', 10) || 1);

  const goTo = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set(param, String(next));
        else copy.delete(param);
        return copy;
      },
      { replace: true },
    );

  const confirmDelete = ({ title, content, remove, rowsOnPage, okText = 'Delete' }: ConfirmDelete) => {
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await remove();
          void message.success(result.message);
          if (rowsOnPage === 1 && page > 1) goTo(page - 1);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  /** The table's pagination: `noun` names the rows in the total ('3 exhibitions'). */
  const pagination = (total: number, noun: { one: string; many: string }): TablePaginationConfig => ({
    current: page,
    pageSize,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    ...phonePaging,
    showTotal: (count) => `${count} ${count === 1 ? noun.one : noun.many}`,
    onChange: goTo,
  });

  return { page, offset: (page - 1) * pageSize, goTo, confirmDelete, pagination };
}
