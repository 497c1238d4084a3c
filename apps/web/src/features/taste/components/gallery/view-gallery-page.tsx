import { TASTE_MESSAGES } from '@vernissage/core/messages';
import type { Like, TasteItem } from '@vernissage/core/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../../components/query-error.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage, hasReason } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/api/get-session.ts';
import { useSiteConfig } from '../../../../lib/api/get-site-config.ts';
import { useNotice } from '../../../../lib/notice.tsx';
import { useAuthModal } from '../../../../lib/sign-in-prompt.tsx';
import { readVisitorRatings, recordVisitorRating } from '../../../../lib/visitor-ratings.ts';
import { lazyWithAntd } from '../../../../lib/with-antd.tsx';
import { useCrowdGallery } from '../../api/get-crowd-gallery.ts';
import { useRateWork } from '../../api/rate-work.ts';
import { ClearFilter, GalleryShell, type GallerySlots } from './gallery-shell.tsx';
import { OnceOpened } from './once-opened.tsx';
import { unmetPrerequisite, type Prerequisite } from './prerequisite.ts';
import { useStoredFilter } from './use-stored-filter.ts';

// Drawn with Ant Design: it loads, with its theme, when first opened (decision record 037).
const PrerequisiteModal = lazyWithAntd(() => import('./prerequisite-modal.tsx').then((m) => m.PrerequisiteModal));

/**
 * /view-gallery (skipping the taste test): every listed work in the order the crowd likes them.
 * A visitor's likes stay in this browser and move to the account at sign-up.
 */
export function ViewGalleryPage({ renderDetail, renderActions }: GallerySlots) {
  const { user } = useSession();
  const { product } = useSiteConfig();
  const auth = useAuthModal();
  const message = useNotice();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useStoredFilter('view_gallery_filter');
  const gallery = useCrowdGallery(filter);
  const rateWork = useRateWork();
  const [need, setNeed] = useState<Prerequisite | null>(null);
  const [local, setLocal] = useState(() => new Map(readVisitorRatings().map((entry) => [entry.artworkId, entry.rating])));

  const items: TasteItem[] = (gallery.data?.items ?? []).map((item) => (user ? item : { ...item, rating: local.get(item.work.id) ?? null }));

  const onRate = async (item: TasteItem, rating: Like): Promise<boolean> => {
    if (!user) {
      recordVisitorRating(item.work.id, rating);
      setLocal((before) => new Map(before).set(item.work.id, rating));
      return true;
    }
    const unmet = unmetPrerequisite(user.tasteTestStatus);
    if (unmet) {
      setNeed(unmet);
      return false;
    }
    try {
      await rateWork.mutateAsync({ artworkId: item.work.id, rating });
      void queryClient.invalidateQueries({ queryKey: ['taste'] });
      return true;
    } catch (error) {
      if (hasReason(error, 'taste_test_required')) setNeed('absent');
      else message.error(errorMessage(error));
      return false;
    }
  };

  if (gallery.isError && !gallery.data) return <QueryError error={gallery.error} onRetry={() => void gallery.refetch()} extra={<ClearFilter filter={filter} onClear={setFilter} />} />;

  const notice = user ? null : (
    <Alert
      className="gallery-notice"
      type="info"
      showIcon
      title="Like what speaks to you. Your likes stay in this browser, and become the start of your taste profile when you sign up."
      action={
        <Button size="small" onClick={() => auth?.open({ view: 'sign-up', variant: 'simple' })}>
          Sign Up Now
        </Button>
      }
    />
  );

  return (
    <>
      <GalleryShell
        title="Gallery"
        notice={notice}
        items={items}
        loading={gallery.isPending}
        indexKey="view_gallery_index"
        filter={filter}
        onFilterChange={setFilter}
        onRate={onRate}
        renderDetail={renderDetail}
        {...(renderActions ? { renderActions } : {})}
        toolbar={() =>
          user && user.tasteTestStatus !== 1 ? (
            <Link to={paths.tasteQuiz}>
              <Button type="primary">Take The Taste Test</Button>
            </Link>
          ) : null
        }
        emptyText={TASTE_MESSAGES.comeBack.replace('{product}', product)}
        emptyActions={
          <Button type="link" onClick={() => void gallery.refetch()}>
            Refresh The Queue
          </Button>
        }
      />
      <OnceOpened open={need !== null}>
        <PrerequisiteModal need={need} onClose={() => setNeed(null)} />
      </OnceOpened>
    </>
  );
}
