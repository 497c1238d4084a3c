import { LinkOutlined } from '@ant-design/icons';
import type { Artwork, CuratedSet } from '@vernissage/core/schemas';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { WorkCardText } from '../../../components/work-card-text.tsx';
import { WorkFrame } from '../../../components/work-frame.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { sharedAddress, useCopyLink } from '../../../lib/share-artwork.ts';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';
import './shared-links.css';

// The work's dialog is Ant Design's, fetched when a work is first opened: the set's page is drawn
// without it (decision record 037).
const CuratedWorkDialog = lazyWithAntd(() => import('./curated-work-dialog.tsx').then((m) => m.CuratedWorkDialog));

/** Cards above the fold on the widest grid load at once; the rest lazily. */
const EAGER_CARDS = 4;

interface CuratedSetPageProps {
  set: CuratedSet;
  /** The artwork detail the modal shows, with its cart left out (the page composes it). */
  renderDetail: (artworkId: number) => ReactNode;
}

/**
 * /artworks/{share_url} (spec/02 "Selected artworks page"): the set's title and description, its
 * works in a grid (whole pictures, titles cut at 50, the product's wordmark when a work has no
 * picture), a copy-link icon, and a work's detail in a modal with the cart disabled.
 */
export function CuratedSetPage({ set, renderDetail }: CuratedSetPageProps) {
  const { shareHost, product } = useSiteConfig();
  const copyLink = useCopyLink();
  const [open, setOpen] = useState<Artwork | null>(null);
  // Once a work has been opened its dialog stays mounted, so it closes with its own animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  const copySetLink = () => void copyLink(sharedAddress(shareHost, set.path), 'this set');

  return (
    <article className="curated-set" aria-labelledby="curated-set-title">
      <header className="curated-set__head">
        <h1 id="curated-set-title" className="display-title curated-set__title">
          {set.title}
        </h1>
        <Button className="curated-set__copy" size="large" icon={<LinkOutlined />} aria-label="Copy the link to this set" title="Copy the link to this set" onClick={copySetLink} />
      </header>
      {set.description ? <div className="rich-text curated-set__description" dangerouslySetInnerHTML={{ __html: set.description }} /> : null}
      <p className="curated-set__count">{set.works.length === 1 ? '1 work' : `${set.works.length} works`}</p>
      {set.works.length ? (
        <ul className="curated-grid">
          {set.works.map((work, index) => (
            <CuratedCard key={work.id} work={work} product={product} eager={index < EAGER_CARDS} onOpen={() => {
                setDialogWanted(true);
                setOpen(work);
              }} />
          ))}
        </ul>
      ) : (
        <p className="muted">The works of this set are no longer listed.</p>
      )}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CuratedWorkDialog work={open} onClose={() => setOpen(null)} renderDetail={renderDetail} />
        </Suspense>
      ) : null}
    </article>
  );
}

function CuratedCard({ work, product, eager, onOpen }: { work: Artwork; product: string; eager: boolean; onOpen: () => void }) {
  const image = work.images[0];
  return (
    <li className="curated-card">
      <button type="button" className="curated-card__open" aria-label={`${work.title} by ${work.artist.name}: show details`} onClick={onOpen}>
        <WorkFrame
          image={image}
          eager={eager}
          placeholder={
            <span className="curated-card__placeholder" aria-hidden="true">
              {product}
            </span>
          }
        />
      </button>
      <WorkCardText work={work} block="curated-card" />
    </li>
  );
}
