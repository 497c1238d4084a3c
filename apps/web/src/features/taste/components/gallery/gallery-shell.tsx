import { AppstoreOutlined, FilterOutlined, PictureOutlined } from '@ant-design/icons';
import { TASTE_MESSAGES } from '@vernissage/core/messages';
import { isFilterActive, type GalleryFilter } from '@vernissage/core/gallery-filter';
import type { GalleryWork, Like, TasteItem } from '@vernissage/core/schemas';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Segmented } from '../../../../components/ui/segmented.tsx';
import { lazyWithAntd } from '../../../../lib/with-antd.tsx';
import { ArtKeysNote } from '../art-keys-note.tsx';
import { EmptyQueue } from '../empty-queue.tsx';
import { useArtKeys } from '../use-art-keys.ts';
import { GalleryCarousel } from './gallery-carousel.tsx';
import { GalleryStage, type Direction } from './gallery-stage.tsx';
import { countFormat, storedValue } from '../../../../lib/browser-storage.ts';
import { useShareArtwork } from '../../../../lib/share-artwork.ts';
import './gallery.css';

// The filter form (with its selects and number fields) loads when Filter is first pressed, with
// Ant Design's theme: the gallery itself is drawn without it (decision record 037).
const FilterModal = lazyWithAntd(() => import('./filter-modal.tsx').then((m) => m.FilterModal));

export interface GallerySlots {
  /**
   * The details of a work, opened from its image or price, with a way back. `position` is the
   * work's place in the gallery (0 first), for the cart's gallery_index (spec/01 §3, §7).
   */
  renderDetail: (work: GalleryWork, onBack: () => void, position: number) => ReactNode;
  /** The add-to-cart control of an available work, at `position` in the gallery. */
  renderActions?: (work: GalleryWork, position: number) => ReactNode;
}

interface GalleryShellProps extends GallerySlots {
  title: string;
  /** A note above the gallery (how it is ranked). */
  notice?: ReactNode;
  items: TasteItem[];
  loading: boolean;
  /** sessionStorage key of the current index (gallery_index on /gallery). */
  indexKey: string;
  filter: GalleryFilter;
  onFilterChange: (filter: GalleryFilter) => void;
  /** Stores a rating; true when it was taken (the gallery then moves on). */
  onRate: (item: TasteItem, rating: Like) => Promise<boolean>;
  /** The line under 'Looks like your queue is empty!' when the queue is empty. */
  emptyText: string;
  /** What the person can do about an empty queue (Refresh The Queue). */
  emptyActions: ReactNode;
  /** More on the work's label (why it was shown). */
  renderNote?: (item: TasteItem) => ReactNode;
  /** More toolbar buttons, for the work on screen (Proof). */
  toolbar?: (current: TasteItem | undefined) => ReactNode;
  onCurrentChange?: (artworkId: number | null) => void;
}

/** The first control a keyboard reaches in a part of the page. */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function DetailSlot({ detail, render, onBack }: { detail: OpenDetail; render: GallerySlots['renderDetail']; onBack: () => void }) {
  return render(detail.work, onBack, detail.position);
}

/** The work whose details are open, and its place in the gallery. */
interface OpenDetail {
  work: GalleryWork;
  position: number;
}

/**
 * Where a visit without a stored place opens: the first work for sale the person has not rated.
 * The stored queue keeps what they rated before their place, so the first works may be rated.
 */
function firstToRate(items: readonly TasteItem[], from = 0): number {
  const at = items.findIndex((item, index) => index >= from && item.rating === null && item.work.sold === 0);
  return at < 0 ? (from > 0 ? firstToRate(items) : 0) : at;
}

/**
 * Where a visit with a stored place opens: the place itself, unless its work has left the sale
 * since (held by the order the collector just placed, or sold), then the next work still to rate.
 */
function resumeAt(items: readonly TasteItem[], stored: number): number {
  const there = items[stored];
  return there && there.work.sold === 0 ? stored : firstToRate(items, stored);
}

/** Clears a filter that is set (nothing when none is): where it emptied the gallery or made it fail. */
export function ClearFilter({ filter, onClear }: { filter: GalleryFilter; onClear: (filter: GalleryFilter) => void }) {
  return isFilterActive(filter) ? (
    <Button type="link" onClick={() => onClear({})}>
      Clear the filter
    </Button>
  ) : null;
}

/** The gallery's frame: toolbar, Filter, the one-at-a-time view or the carousel, and the details. */
export function GalleryShell(props: GalleryShellProps) {
  const { title, notice, items, loading, indexKey, filter, onFilterChange, onRate, emptyText, emptyActions, toolbar, onCurrentChange, renderDetail, renderActions, renderNote } = props;
  const share = useShareArtwork();
  // The place in the queue, kept for the browser session (the spec's gallery_index on /gallery).
  // A new visit has none: it opens at the first work still to rate, not on works already rated.
  const place = useMemo(() => storedValue('session', indexKey, countFormat, null), [indexKey]);
  const [stored, setPosition] = useState(place.read);
  const [resumed, setResumed] = useState(false);
  const position = stored ?? firstToRate(items);
  // The first work is drawn where it stands; later ones slide in from the side they come from.
  const [direction, setDirection] = useState<Direction | null>(null);
  const [view, setView] = useState<'gallery' | 'carousel'>('gallery');
  const [detail, setDetail] = useState<OpenDetail | null>(null);
  const [filterOpen, setFilterOpenState] = useState(false);
  // Once opened, the filter stays mounted so it can animate closed.
  const [filterUsed, setFilterUsed] = useState(false);
  const setFilterOpen = (open: boolean) => {
    if (open) setFilterUsed(true);
    setFilterOpenState(open);
  };
  const [pending, setPending] = useState<Like | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  // Where the focus goes after the view changes under it: moving to another work redraws the
  // work's own button, reaching an end removes an arrow, the details replace the whole gallery.
  const refocus = useRef<'work' | 'detail' | null>(null);
  const keepFocus = (target: 'work' | 'detail') => {
    if (frame.current?.contains(document.activeElement)) refocus.current = target;
  };
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const active = document.activeElement;
    if (target === 'work' && active && active !== document.body && frame.current?.contains(active)) return;
    const next = target === 'detail' ? frame.current?.querySelector<HTMLElement>(FOCUSABLE) : frame.current?.querySelector<HTMLElement>('.gallery-wall__open');
    // Details still loading have nothing to focus yet: the focus waits on them, not on the page's body.
    (next ?? (target === 'detail' ? frame.current : null))?.focus();
  });

  const index = Math.max(0, Math.min(position, items.length - 1));
  const current = items[index];
  const currentId = current?.work.id ?? null;

  const known = !loading && items.length > 0;
  // Once, when the queue first arrives: a stored place on a work no longer for sale moves on.
  if (known && !resumed) {
    setResumed(true);
    if (stored !== null && resumeAt(items, stored) !== stored) setPosition(resumeAt(items, stored));
  }
  useEffect(() => {
    if (known) place.write(index);
  }, [place, index, known]);
  useEffect(() => onCurrentChange?.(currentId), [onCurrentChange, currentId]);

  const move = (to: number, way: Direction) => {
    if (to < 0 || to >= items.length) return;
    keepFocus('work');
    setDirection(way);
    setPosition(to);
  };
  const rate = async (rating: Like) => {
    if (!current || pending !== null) return;
    setPending(rating);
    const taken = await onRate(current, rating).finally(() => setPending(null));
    // Each rating moves on; a re-ranked queue keeps everything up to here, so the next place is still next.
    if (taken && index < items.length - 1) {
      keepFocus('work');
      setDirection('next');
      setPosition(index + 1);
    }
  };

  useArtKeys(
    { previous: () => move(index - 1, 'go back'), next: () => move(index + 1, 'next'), like: () => void rate(1), dislike: () => void rate(-1) },
    Boolean(current) && detail === null && view === 'gallery' && !filterOpen,
  );

  const filtered = isFilterActive(filter);
  const criteria = Object.keys(filter).length;

  const openDetail = (work: GalleryWork) => {
    keepFocus('detail');
    const position = items.findIndex((item) => item.work.id === work.id);
    setDetail({ work, position: position >= 0 ? position : index });
  };
  const closeDetail = () => {
    keepFocus('work');
    setDetail(null);
  };

  if (detail)
    return (
      <div className="gallery-page gallery-page--detail" ref={frame} tabIndex={-1} role="region" aria-label={`${detail.work.title}: details`}>
        <DetailSlot detail={detail} render={renderDetail} onBack={closeDetail} />
      </div>
    );

  return (
    <div className="gallery-page" ref={frame}>
      <div className="gallery-toolbar">
        <h1 className="gallery-toolbar__title">{title}</h1>
        {items.length ? (
          <span className="gallery-toolbar__count" aria-live="polite">
            {index + 1} / {items.length}
          </span>
        ) : null}
        <div className="gallery-toolbar__actions">
          <Segmented
            aria-label="View"
            value={view}
            onChange={setView}
            options={[
              { value: 'gallery', label: 'Gallery', icon: <PictureOutlined aria-hidden /> },
              { value: 'carousel', label: 'Carousel', icon: <AppstoreOutlined aria-hidden /> },
            ]}
          />
          <Badge count={criteria} offset={[-4, 4]}>
            <Button icon={<FilterOutlined aria-hidden />} aria-label={filtered ? `Filter (${criteria} set)` : 'Filter'} onClick={() => setFilterOpen(true)}>
              Filter
            </Button>
          </Badge>
          {toolbar?.(current)}
        </div>
      </div>
      {notice}
      {loading ? <PageLoader label="Loading your gallery" /> : null}
      {!loading && !current ? (
        <div className="gallery-empty">
          {filtered ? (
            // The filter emptied the gallery: say so, and offer to clear or change it.
            <EmptyQueue title={TASTE_MESSAGES.filterEmpty} text={TASTE_MESSAGES.filterEmptyHint}>
              <ClearFilter filter={filter} onClear={onFilterChange} />
              <Button type="link" onClick={() => setFilterOpen(true)}>
                Change the filter
              </Button>
              {emptyActions}
            </EmptyQueue>
          ) : (
            <EmptyQueue text={emptyText}>{emptyActions}</EmptyQueue>
          )}
        </div>
      ) : null}
      {!loading && current && view === 'gallery' ? (
        <GalleryStage
          items={items}
          index={index}
          direction={direction}
          pending={pending}
          onMove={move}
          onRate={(rating) => void rate(rating)}
          onShare={() => void share(current.work)}
          onOpen={openDetail}
          renderActions={renderActions}
          renderNote={renderNote}
        />
      ) : null}
      {!loading && current && view === 'carousel' ? (
        <GalleryCarousel
          items={items}
          index={index}
          onPick={(picked) => {
            setDirection(picked < index ? 'go back' : 'next');
            setPosition(picked);
            setView('gallery');
          }}
        />
      ) : null}
      {current && view === 'gallery' ? (
        <ArtKeysNote
          className="gallery-keys"
          describe={(letters) =>
            letters ? '← → to move · L to like · D to dislike · click the work for its details' : '← → to move · click the work for its details · the L and D keys are off'
          }
        />
      ) : null}
      {filterUsed ? (
        <Suspense fallback={null}>
          <FilterModal
            open={filterOpen}
            filter={filter}
            onClose={() => setFilterOpen(false)}
            onApply={(next) => {
              setFilterOpen(false);
              setPosition(0);
              onFilterChange(next);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
