import { ArrowLeftOutlined, CameraOutlined, HomeOutlined, MessageOutlined, ShareAltOutlined, TagOutlined } from '@ant-design/icons';
import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { MEDIUMS, SURFACES } from '@vernissage/core/lookups';
import type { ArtworkDetail as ArtworkDetailData } from '@vernissage/core/schemas';
import { artistPath, dimensionsLine, formatPrice, materialsLine } from '@vernissage/core/text';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '../../../components/status-tag.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useArtwork } from '../api/get-artwork.ts';
import { useRecordView } from '../api/record-view.ts';
import { useShareArtwork } from '../../../lib/share-artwork.ts';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';
import { ArtistAbout } from './artist-about.tsx';
import { ArtistLogo } from '../../../components/artist-logo.tsx';
import { ArtistWorks } from './artist-works.tsx';
import { ArtworkDescription } from './artwork-description.tsx';
import { ArtworkImages } from './artwork-images.tsx';
import type { QuestionKind } from './question-dialog.tsx';
import './artwork-detail.css';

// The previews load when first opened: the camera and room code is not needed to read the page.
// They are Ant Design dialogs, so they come with its theme: the artwork page loads none of it.
const ArPreviewDialog = lazyWithAntd(() => import('./ar-preview-dialog.tsx').then((m) => m.ArPreviewDialog));
const RoomPreviewDialog = lazyWithAntd(() => import('./room-preview-dialog.tsx').then((m) => m.RoomPreviewDialog));
// So does the question and offer form, with its captcha.
const QuestionDialog = lazyWithAntd(() => import('./question-dialog.tsx').then((m) => m.QuestionDialog));

export const FRAMED_TEXT = { framed: 'This artwork arrives framed.', unframed: 'This artwork arrives unframed.' } as const;

const MEDIUM_NAMES = new Map(MEDIUMS.map((m) => [m.id, m.label]));
const SURFACE_NAMES = new Map(SURFACES.map((s) => [s.id, s.label]));

export interface ArtworkDetailProps {
  artworkId: number;
  /** Where the cart button goes (Add to cart / Remove from cart); hidden for sold and held works. */
  cartAction?: ReactNode;
  /** Shows a 'Go back' button (the gallery and grids open the detail over themselves). */
  onBack?: () => void;
  /** The price the work is offered at here instead (an early access' price): shown beside the list price struck through. */
  earlyPrice?: number;
}

/**
 * The artwork detail (spec/01 §2): the shareable artwork page, and the detail view the gallery
 * and grids open. Records one view per work shown.
 */
export function ArtworkDetail({ artworkId, cartAction, onBack, earlyPrice }: ArtworkDetailProps) {
  const artwork = useArtwork(artworkId);
  useRecordView(artwork.data ? artworkId : null);

  return (
    <article className="artwork-detail" aria-busy={artwork.isPending}>
      {onBack ? (
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} className="artwork-detail__back">
          Go back
        </Button>
      ) : null}
      {artwork.isPending ? <DetailSkeleton /> : null}
      {artwork.isError ? <QueryError error={artwork.error} onRetry={() => void artwork.refetch()} /> : null}
      {artwork.data ? <DetailBody work={artwork.data} cartAction={cartAction} earlyPrice={earlyPrice} /> : null}
    </article>
  );
}

// A title line and six text lines, the last one shorter, as Ant Design's paragraph skeleton.
const SKELETON_LINES = ['100%', '100%', '100%', '100%', '100%', '61%'] as const;

function DetailSkeleton() {
  return (
    <div className="artwork-detail__main" role="status" aria-label="Loading the artwork">
      <div className="artwork-hero artwork-hero--loading" />
      <div className="artwork-detail__info">
        <div className="text-skeleton artwork-detail__skeleton" aria-hidden="true">
          <span className="text-skeleton__line" style={{ width: '38%' }} />
          {SKELETON_LINES.map((width, index) => (
            <span key={index} className="text-skeleton__line" style={{ width }} />
          ))}
        </div>
      </div>
    </div>
  );
}

type Preview = 'room' | 'ar' | null;

function DetailBody({ work, cartAction, earlyPrice }: { work: ArtworkDetailData; cartAction: ReactNode; earlyPrice: number | undefined }) {
  // An early access' price stands for the work's own discount here: it is what the cart adds.
  const offered = earlyPrice ?? work.discountedPrice;
  const [question, setQuestionState] = useState<QuestionKind | null>(null);
  // Once opened, the question dialog stays mounted so it can animate closed.
  const [asked, setAsked] = useState(false);
  const setQuestion = (kind: QuestionKind | null) => {
    if (kind) setAsked(true);
    setQuestionState(kind);
  };
  const [preview, setPreview] = useState<Preview>(null);
  const [previewed, setPreviewed] = useState<Set<Preview>>(new Set());
  const bio = useRef<HTMLElement>(null);

  const available = work.sold === 0;
  const size = dimensionsLine(work.width, work.height);
  // At most MATERIALS_SHOWN_MAX of each group, as the gallery and the quiz (spec/01 §9).
  const materials = materialsLine(
    work.mediums.map((id) => MEDIUM_NAMES.get(id) ?? '').filter(Boolean),
    work.surfaces.map((id) => SURFACE_NAMES.get(id) ?? '').filter(Boolean),
  );
  const image = work.images[0];
  const profilePath = artistPath(work.artistProfile.name, work.artistProfile.publicId);

  const scrollTo = (element: HTMLElement | null) => {
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    element?.focus({ preventScroll: true });
  };

  const shareArtwork = useShareArtwork();
  const share = () => shareArtwork(work);

  const openPreview = (which: Exclude<Preview, null>) => {
    setPreviewed((seen) => new Set(seen).add(which));
    setPreview(which);
  };

  return (
    <>
      <div className="artwork-detail__main">
        <ArtworkImages title={work.title} artistName={work.artist.name} images={work.images} videoUrl={work.videoUrl} />

        <div className="artwork-detail__info">
          <Link className="artwork-detail__artist" to={profilePath}>
            <ArtistLogo artist={work.artist} size={40} />
            <span>{work.artist.name}</span>
          </Link>
          <h1 className="artwork-detail__title">{work.title}</h1>

          <dl className="artwork-facts">
            {work.yearCreated ? (
              <div>
                <dt>Year</dt>
                <dd>{work.yearCreated}</dd>
              </div>
            ) : null}
            {materials ? (
              <div>
                <dt>Materials</dt>
                <dd className="artwork-facts__materials">{materials}</dd>
              </div>
            ) : null}
            <div>
              <dt>Size</dt>
              <dd>
                {size.inches} <span className="muted">({size.cm})</span>
              </dd>
            </div>
            {!work.uniqueCopy && work.editionSize ? (
              <div>
                <dt>Edition</dt>
                <dd>Edition of {work.editionSize}</dd>
              </div>
            ) : null}
          </dl>
          <p className="artwork-detail__framed">{work.isFramed ? FRAMED_TEXT.framed : FRAMED_TEXT.unframed}</p>

          <div className="artwork-detail__price-row">
            <p
              className="artwork-price"
              aria-label={offered !== null ? `${earlyPrice === undefined ? 'Price' : 'Early access price'} ${formatPrice(offered)}, was ${formatPrice(work.price)}` : `Price ${formatPrice(work.price)}`}
            >
              {offered !== null ? (
                <>
                  <s className="artwork-price__was">{formatPrice(work.price)}</s>
                  <span className="artwork-price__now">{formatPrice(offered)}</span>
                </>
              ) : (
                <span className="artwork-price__now">{formatPrice(work.price)}</span>
              )}
            </p>
            {work.sold !== 0 ? (
              <Tooltip title={SOLD_TOOLTIP[work.sold]}>
                <StatusTag className="artwork-detail__sold" tabIndex={0} tone={work.sold === 1 ? 'neutral' : 'pending'}>
                  {work.sold === 1 ? 'Sold' : 'On hold'}
                </StatusTag>
              </Tooltip>
            ) : null}
          </div>

          <div className="artwork-detail__actions">
            {available && cartAction ? <div className="artwork-detail__cart">{cartAction}</div> : null}
            {available ? (
              <Button icon={<TagOutlined />} onClick={() => setQuestion('offer')}>
                Make an offer
              </Button>
            ) : null}
            <Button icon={<MessageOutlined />} onClick={() => setQuestion('question')}>
              Questions?
            </Button>
            <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
              Share
            </Button>
          </div>

          {image ? (
            <div className="artwork-detail__previews">
              <Button type="link" icon={<HomeOutlined />} onClick={() => openPreview('room')}>
                View in room
              </Button>
              <Button type="link" icon={<CameraOutlined />} onClick={() => openPreview('ar')}>
                View on your wall (AR)
              </Button>
            </div>
          ) : null}

          <p className="artwork-detail__more">
            <button type="button" className="text-button" onClick={() => scrollTo(bio.current)}>
              About the artist
            </button>
            <span aria-hidden="true"> · </span>
            <Link className="text-button" to={profilePath}>
              More by {work.artist.name}
            </Link>
          </p>
        </div>
      </div>

      <div className="artwork-detail__sections">
        <ArtworkDescription html={work.description} />
        <ArtistAbout artist={work.artistProfile} ref={bio} />
      </div>
      <ArtistWorks artworkId={work.id} artist={work.artistProfile} />

      {asked ? (
        <Suspense fallback={null}>
          <QuestionDialog kind={question} onClose={() => setQuestion(null)} artwork={work} />
        </Suspense>
      ) : null}
      {image && previewed.has('room') ? (
        <Suspense fallback={null}>
          <RoomPreviewDialog
            open={preview === 'room'}
            onClose={() => setPreview(null)}
            title={work.title}
            image={image}
            width={work.width}
            height={work.height}
            isFramed={work.isFramed}
          />
        </Suspense>
      ) : null}
      {image && previewed.has('ar') ? (
        <Suspense fallback={null}>
          <ArPreviewDialog open={preview === 'ar'} onClose={() => setPreview(null)} title={work.title} image={image} />
        </Suspense>
      ) : null}
    </>
  );
}
