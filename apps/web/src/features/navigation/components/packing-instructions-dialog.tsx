import { SNIPPET } from '@vernissage/core/constants';
import { DataNotFound } from '../../../components/data-not-found.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SnippetHtml } from '../../../components/snippet-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useSnippet } from '../../../lib/api/get-snippet.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';

/** The artist's packing instructions, from the PackingInstructions snippet, in a dialog with OK. */
export function PackingInstructions({ onClose }: { onClose: () => void }) {
  const snippet = useSnippet(SNIPPET.packingInstructions);
  const config = useSiteConfig();
  return (
    <Dialog onClose={onClose} title={snippet.data?.title ? fillPlaceholders(snippet.data.title, config) : 'Packing Instructions'} width={720}>
      {snippet.isPending ? <PageLoader /> : null}
      {snippet.isError && isNotFound(snippet.error) ? (
        <DataNotFound title="No packing instructions yet" text="The team has not published packing instructions yet." />
      ) : null}
      {snippet.isError && !isNotFound(snippet.error) ? <QueryError error={snippet.error} onRetry={() => void snippet.refetch()} /> : null}
      {snippet.data ? <SnippetHtml html={snippet.data.content} /> : null}
      <div className="dialog__footer">
        <Button type="primary" onClick={onClose}>
          OK
        </Button>
      </div>
    </Dialog>
  );
}
