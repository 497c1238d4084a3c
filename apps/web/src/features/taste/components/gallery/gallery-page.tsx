import { QUEUE_COUNTDOWN_SECONDS } from '@vernissage/core/constants';
import { TASTE_MESSAGES } from '@vernissage/core/messages';
import type { Like, SentQueue, TasteItem } from '@vernissage/core/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../../components/query-error.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage, hasReason } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/api/get-session.ts';
import { useSiteConfig } from '../../../../lib/api/get-site-config.ts';
import { useNotice } from '../../../../lib/notice.tsx';
import { clearShowPurchaseTasteModal, readShowPurchaseTasteModal } from '../../../../lib/purchase-flags.ts';
import { useFlagOnce } from '../../../../lib/use-flag-once.ts';
import { lazyWithAntd } from '../../../../lib/with-antd.tsx';
import { storeQueue, useQueue } from '../../api/get-queue.ts';
import { useRateWork } from '../../api/rate-work.ts';
import { useRefreshQueue } from '../../api/refresh-queue.ts';
import { ClearFilter, GalleryShell, type GallerySlots } from './gallery-shell.tsx';
import { OnceOpened } from './once-opened.tsx';
import { unmetPrerequisite, type Prerequisite } from './prerequisite.ts';
import { useCountdown } from './use-countdown.ts';
import { useStoredFilter } from './use-stored-filter.ts';
import { WhyThisWork } from './why-this-work.tsx';

// The dialogs are drawn with Ant Design: each loads, with its theme, when first opened, so the
// gallery's first visit loads none of it (decision record 037).
const PrerequisiteModal = lazyWithAntd(() => import('./prerequisite-modal.tsx').then((m) => m.PrerequisiteModal));
const ProofModal = lazyWithAntd(() => import('./proof-modal.tsx').then((m) => m.ProofModal));
const PurchaseModal = lazyWithAntd(() => import('./purchase-modal.tsx').then((m) => m.PurchaseModal));

/** The spec's session key for the place in the queue. */
export const GALLERY_INDEX_KEY = 'gallery_index';
const FILTER_KEY = 'gallery_filter';

const withRating = (queue: SentQueue | undefined, artworkId: number, rating: Like, counter: number): SentQueue | undefined =>
  queue && { ...queue, counter, items: queue.items.map((item) => (item.work.id === artworkId ? { ...item, rating } : item)) };

/**
 * /gallery: the collector's queue, ranked for their taste (or the crowd's until they rate). Every
 * rating is stored at once; every fifth re-ranks what comes after the current work, and the
 * queue is refreshed the same way every 180 seconds while the taste test has a status.
 */
export function GalleryPage({ renderDetail, renderActions }: GallerySlots) {
  const { user } = useSession();
  const { product } = useSiteConfig();
  const message = useNotice();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useStoredFilter(FILTER_KEY);
  const queue = useQueue(filter);
  const rateWork = useRateWork();
  const refresh = useRefreshQueue();
  const [need, setNeed] = useState<Prerequisite | null>(null);
  const [proofFor, setProofFor] = useState<number | null>(null);
  // Set by Go To Gallery on the post-purchase page; shown once.
  const [afterPurchase, setAfterPurchase] = useFlagOnce(readShowPurchaseTasteModal, clearShowPurchaseTasteModal);
  const currentId = useRef<number | null>(null);
  const onCurrentChange = useCallback((id: number | null) => {
    currentId.current = id;
  }, []);

  // The queue's items by work, for the reason each carries.
  const queueItems = useMemo(() => new Map((queue.data?.items ?? []).map((item) => [item.work.id, item])), [queue.data]);

  const status = queue.data?.status ?? user?.tasteTestStatus ?? null;
  useCountdown(QUEUE_COUNTDOWN_SECONDS, status !== null && status !== 0, () => refresh.mutate({ keepThrough: currentId.current ?? undefined, filter }));

  const onRate = async (item: TasteItem, rating: Like): Promise<boolean> => {
    const unmet = unmetPrerequisite(status);
    if (unmet) {
      setNeed(unmet);
      return false;
    }
    try {
      const result = await rateWork.mutateAsync({ artworkId: item.work.id, rating, keepThrough: item.work.id, filter });
      if (result.queue) {
        // The answer is the queue as this page shows it: nothing to read again.
        storeQueue(queryClient, filter, result.queue);
      } else {
        queryClient.setQueriesData<SentQueue>({ queryKey: ['taste', 'queue'] }, (data) => withRating(data, item.work.id, rating, result.counter));
        if (result.reranked) await queryClient.invalidateQueries({ queryKey: ['taste', 'queue'] });
      }
      if (result.reranked) message.info('Your queue has been re-ranked for your taste.');
      void queryClient.invalidateQueries({ queryKey: ['taste'], predicate: (query) => query.queryKey[1] !== 'queue' });
      return true;
    } catch (error) {
      if (hasReason(error, 'taste_test_required')) setNeed('absent');
      else if (hasReason(error, 'taste_test_unfinished')) setNeed('unfinished');
      else message.error(errorMessage(error));
      return false;
    }
  };

  if (queue.isError && !queue.data) return <QueryError error={queue.error} onRetry={() => void queue.refetch()} extra={<ClearFilter filter={filter} onClear={setFilter} />} />;

  const notice =
    queue.data?.basis === 'crowd' ? (
      <Alert
        className="gallery-notice"
        type="info"
        showIcon
        title="These are the works collectors love most right now. Take the Taste Test and your gallery will be hung for your own taste."
        action={
          <Link to={paths.tasteQuiz}>
            <Button size="small">Take The Taste Test</Button>
          </Link>
        }
      />
    ) : null;

  return (
    <>
      <GalleryShell
        title="Your Gallery"
        notice={notice}
        items={queue.data?.items ?? []}
        loading={queue.isPending}
        indexKey={GALLERY_INDEX_KEY}
        filter={filter}
        onFilterChange={setFilter}
        onRate={onRate}
        onCurrentChange={onCurrentChange}
        renderDetail={renderDetail}
        {...(renderActions ? { renderActions } : {})}
        renderNote={(item) => {
          const shown = queueItems.get(item.work.id);
          return <WhyThisWork reason={shown?.reason} work={shown?.reasonWork} basis={queue.data?.basis ?? 'crowd'} />;
        }}
        toolbar={(current) =>
          user?.role === 'admin' && current ? (
            <Button onClick={() => setProofFor(current.work.id)} aria-label="Proof">
              Proof
            </Button>
          ) : null
        }
        emptyText={TASTE_MESSAGES.comeBack.replace('{product}', product)}
        emptyActions={
          <Button type="link" loading={refresh.isPending} onClick={() => refresh.mutate({ filter })}>
            Refresh The Queue
          </Button>
        }
      />
      <OnceOpened open={afterPurchase}>
        <PurchaseModal open={afterPurchase} onClose={() => setAfterPurchase(false)} />
      </OnceOpened>
      <OnceOpened open={need !== null}>
        <PrerequisiteModal need={need} onClose={() => setNeed(null)} />
      </OnceOpened>
      {user?.role === 'admin' ? (
        <OnceOpened open={proofFor !== null}>
          <ProofModal artworkId={proofFor} onClose={() => setProofFor(null)} />
        </OnceOpened>
      ) : null}
    </>
  );
}
