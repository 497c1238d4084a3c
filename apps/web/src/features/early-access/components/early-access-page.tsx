import { LockOutlined } from '@ant-design/icons';
import { GRID_TITLE_TRUNCATE } from '@vernissage/core/constants';
import { MEDIUMS, SURFACES } from '@vernissage/core/lookups';
import { EARLY_ACCESS_MESSAGES as M, EARLY_ACCESS_PASSCODE_WIDTH } from '@vernissage/core/messages';
import type { EarlyAccessContent, EarlyAccessWork } from '@vernissage/core/schemas';
import { formatPrice, pictureSrcset, truncate } from '@vernissage/core/text';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ArtistLogo } from '../../../components/artist-logo.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { useLightForm } from '../../../lib/light-form.ts';
import { useNotice } from '../../../lib/notice.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { WorkFrame } from '../../../components/work-frame.tsx';
import { SoldMarker } from '../../../components/sold-marker.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useEarlyAccessContent } from '../api/get-early-access-content.ts';
import { useEarlyAccessStatus } from '../api/get-early-access-status.ts';
import { useVerifyPasscode } from '../api/verify-passcode.ts';
import { formatEarlyDate } from './early-date.ts';
import './early-access.css';

const hasText = (html: string | null): html is string => Boolean(html && html.replace(/<[^>]*>/g, '').trim());
const gallerySizes = (count: number) => (count === 1 ? '(max-width: 1280px) 100vw, 1280px' : '(max-width: 640px) 50vw, 33vw');
const labelOf = (options: ReadonlyArray<{ id: number; label: string }>, ids: readonly number[]) => ids.map((id) => options.find((option) => option.id === id)?.label).filter(Boolean);

interface EarlyAccessPageProps {
  /** A work's detail for the modal, with its add-to-cart at the early price (the page composes it). */
  renderDetail: (work: EarlyAccessWork, earlyAccessId: number) => ReactNode;
}

/**
 * /early-access (spec/02 "Public Early Access page"): the passcode first (checked by the server),
 * then the title, date, description, the featured artists and the featured works at their early
 * prices. Nothing is shown when no early access is open.
 */
export function EarlyAccessPage({ renderDetail }: EarlyAccessPageProps) {
  const status = useEarlyAccessStatus();
  const verified = status.data?.verified ?? false;
  const content = useEarlyAccessContent(status.data?.active === true && verified);

  if (status.isError) return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data) return <PageLoader label="Loading early access" />;
  if (!status.data.active) {
    return (
      <section className="early-page early-page--empty" aria-labelledby="early-none-title">
        <h1 id="early-none-title" className="visually-hidden">
          Early access
        </h1>
        <p className="muted">{M.noneActive}</p>
      </section>
    );
  }
  if (!verified) return <Locked title={status.data.title ?? 'Early access'} />;
  if (content.isError) return <QueryError error={content.error} onRetry={() => void content.refetch()} />;
  if (!content.data) return <PageLoader label="Loading early access" />;
  return <EarlyAccessContentView content={content.data} renderDetail={renderDetail} />;
}

function Locked({ title }: { title: string }) {
  const [open, setOpen] = useState(true);
  return (
    <section className="early-page early-page--locked" aria-labelledby="early-locked-title">
      <LockOutlined className="early-page__lock" aria-hidden="true" />
      <h1 id="early-locked-title" className="display-title early-page__title">
        {title}
      </h1>
      <p className="muted">This preview is for collectors with its passcode.</p>
      <Button type="primary" size="large" onClick={() => setOpen(true)}>
        Enter passcode
      </Button>
      <PasscodeModal open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

/** The passcode, checked by the server; drawn without Ant Design, as the page is (decision record 052). */
function PasscodeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useLightForm({ passcode: '' }, { passcode: (value) => (value.trim() === '' ? M.passcodeInvalid : null) });
  const notice = useNotice();
  const verify = useVerifyPasscode();
  const { setErrors } = form;

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, ({ passcode }) => {
      verify.mutate(passcode, {
        onSuccess: (result) => notice.success(result.message),
        onError: (error) => {
          const text = error instanceof ApiRequestError && error.reason === 'passcode_invalid' ? M.passcodeInvalid : errorMessage(error);
          setErrors({ passcode: text });
          notice.warning(text);
        },
      });
    });

  if (!open) return null;
  return (
    // In place: the server draws the page locked with its dialog open (decision record 054).
    <Dialog title="Early access" width={EARLY_ACCESS_PASSCODE_WIDTH} onClose={onClose} closesOnMask={false} inPlace>
      <form noValidate onSubmit={submit} aria-label="Early access passcode">
        <p>Enter the passcode you were given to see the preview.</p>
        {/* The dialog is opened for this one field: it takes the focus. */}
        <FieldText label="Passcode" reveal autoFocus autoComplete="off" {...form.field('passcode')} />
        <div className="early-form__actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={verify.isPending}>
            Submit
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function EarlyAccessContentView({ content, renderDetail }: { content: EarlyAccessContent; renderDetail: EarlyAccessPageProps['renderDetail'] }) {
  const [open, setOpen] = useState<EarlyAccessWork | null>(null);
  const date = formatEarlyDate(content.earlyDate);
  // The modal shows the work as the grid had it: the detail reads the work again, the price is the offer's.
  const current = open ? (content.works.find((work) => work.id === open.id) ?? open) : null;
  return (
    <article className="early-page" aria-labelledby="early-title">
      <header className="early-page__head">
        <p className="early-page__kicker">Early access · {content.discount}% off</p>
        <h1 id="early-title" className="display-title early-page__title">
          {content.title}
        </h1>
        {date ? <p className="early-page__date">{date}</p> : null}
      </header>
      {content.images.length ? (
        // One picture spans the page; more share a row.
        <ul className={`early-gallery${content.images.length === 1 ? ' early-gallery--single' : ''}`} aria-label="Preview pictures">
          {content.images.map((image, index) => (
            <li key={image.url} className="early-gallery__item">
              <picture>
                <source type="image/webp" srcSet={pictureSrcset(image.sizes, 'webp')} sizes={gallerySizes(content.images.length)} />
                <img
                  src={image.sizes.card.jpeg}
                  srcSet={pictureSrcset(image.sizes, 'jpeg')}
                  sizes={gallerySizes(content.images.length)}
                  alt={`${content.title}, picture ${index + 1}`}
                  width={image.sizes.card.width}
                  height={image.sizes.card.height}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </picture>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The server sanitises the description before storing it (DESIGN.md). */}
      <div className="rich-text early-page__description" dangerouslySetInnerHTML={{ __html: content.description }} />

      {content.artists.length ? (
        <section className="early-page__section" aria-labelledby="early-artists-title">
          <h2 id="early-artists-title" className="early-page__section-title">
            Featured Artist
          </h2>
          <ul className="early-artists">
            {content.artists.map((artist) => (
              <li key={artist.id} className="early-artist">
                <ArtistLogo artist={artist} size={96} />
                <div className="early-artist__text">
                  <h3 className="early-artist__name">{artist.name}</h3>
                  {hasText(artist.bio) ? <div className="prose" dangerouslySetInnerHTML={{ __html: artist.bio }} /> : null}
                  {hasText(artist.educationHistory) ? (
                    <>
                      <h4 className="early-artist__label">Education history</h4>
                      <div className="prose" dangerouslySetInnerHTML={{ __html: artist.educationHistory }} />
                    </>
                  ) : null}
                  {hasText(artist.exhibitionHistory) ? (
                    <>
                      <h4 className="early-artist__label">Exhibition history</h4>
                      <div className="prose" dangerouslySetInnerHTML={{ __html: artist.exhibitionHistory }} />
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="early-page__section" aria-labelledby="early-works-title">
        <h2 id="early-works-title" className="early-page__section-title">
          Featured Artwork
        </h2>
        {content.works.length ? (
          <ul className="early-grid">
            {content.works.map((work, index) => (
              <EarlyCard key={work.id} work={work} eager={index < 4} onOpen={() => setOpen(work)} />
            ))}
          </ul>
        ) : (
          <p className="muted">{M.noData}</p>
        )}
      </section>

      {current ? (
        <Dialog onClose={() => setOpen(null)} width={1100} title={current.title}>
          <p className="early-page__modal-price">
            Early access price: <EarlyPrice work={current} />
          </p>
          {renderDetail(current, content.id)}
        </Dialog>
      ) : null}
    </article>
  );
}

function EarlyPrice({ work }: { work: EarlyAccessWork }) {
  return (
    <span className="early-price">
      <del className="early-price__was">
        <span className="visually-hidden">Listed at </span>
        {formatPrice(work.price)}
      </del>
      <span className="early-price__now">
        <span className="visually-hidden">, early access price </span>
        {formatPrice(work.earlyPrice)}
      </span>
    </span>
  );
}

function EarlyCard({ work, eager, onOpen }: { work: EarlyAccessWork; eager: boolean; onOpen: () => void }) {
  const image = work.images[0];
  const title = truncate(work.title, GRID_TITLE_TRUNCATE);
  const materials = [...labelOf(MEDIUMS, work.mediums), ...labelOf(SURFACES, work.surfaces)].join(', ');
  return (
    <li className="early-card">
      <button type="button" className="early-card__open" aria-label={`${work.title} by ${work.artist.name}: show details`} onClick={onOpen}>
        <WorkFrame image={image} eager={eager} />
      </button>
      <h3 className="early-card__title" title={title === work.title ? undefined : work.title}>
        {title}
      </h3>
      <p className="early-card__artist">{work.artist.name}</p>
      <p className="early-card__meta">
        <EarlyPrice work={work} />
      </p>
      <p className="early-card__size">
        {work.width} × {work.height} in{materials ? ` · ${materials}` : ''}
      </p>
      <SoldMarker sold={work.sold} />
    </li>
  );
}
