import type { Artwork } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CuratedWorkDialogProps {
  /** The work shown, or null when the dialog is closed. */
  work: Artwork | null;
  onClose: () => void;
  /** The artwork detail, with its cart left out (the page composes it). */
  renderDetail: (artworkId: number) => ReactNode;
}

/** A curated set's work in a dialog (spec/02 "Selected artworks page"), with a link to the work's own page. */
export function CuratedWorkDialog({ work, onClose, renderDetail }: CuratedWorkDialogProps) {
  return (
    <Modal open={work !== null} onCancel={onClose} footer={null} width={1100} title={work?.title} destroyOnHidden>
      {work ? (
        <>
          {renderDetail(work.id)}
          <Link className="text-link curated-set__modal-link" to={artworkPath(work.title, work.id)}>
            Open the work’s page
          </Link>
        </>
      ) : null}
    </Modal>
  );
}
