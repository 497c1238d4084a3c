import type { SnippetName } from '@vernissage/core/constants';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SnippetHtml } from '../../../components/snippet-html.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useSnippet } from '../../../lib/api/get-snippet.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';

interface SnippetModalProps {
  name: SnippetName;
  title: string;
  open: boolean;
  onClose: () => void;
  /** Shown under the snippet text (Contact adds the support e-mail and phone). */
  children?: ReactNode;
}

/** A footer modal whose text is an editable snippet; loaded when first opened. */
export function SnippetModal({ name, title, open, onClose, children }: SnippetModalProps) {
  const snippet = useSnippet(name, { enabled: open });
  const config = useSiteConfig();
  const missing = snippet.isError && isNotFound(snippet.error);
  return (
    <Modal open={open} title={snippet.data?.title ? fillPlaceholders(snippet.data.title, config) : title} onCancel={onClose} footer={null} width={680}>
      {snippet.isPending && open ? <PageLoader /> : null}
      {missing ? <p className="muted">This information is not available right now.</p> : null}
      {snippet.isError && !missing ? <QueryError error={snippet.error} onRetry={() => void snippet.refetch()} /> : null}
      {snippet.data ? <SnippetHtml html={snippet.data.content} /> : null}
      {children}
    </Modal>
  );
}
