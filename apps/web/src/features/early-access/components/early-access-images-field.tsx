import { DeleteOutlined } from '@ant-design/icons';
import { EARLY_ACCESS_IMAGES_MAX, EARLY_ACCESS_MESSAGES as M, type StoredImage } from '@vernissage/core/schemas';
import { Button, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ImageFileButton } from '../../../components/image-file-button.tsx';
import { imageFileProblem } from '../../../lib/crop-image.ts';
import type { PendingImage } from '../api/save-early-access.ts';

interface EarlyAccessImagesFieldProps {
  /** The early access' current pictures (on edit), in their order. */
  kept: StoredImage[];
  /** Pictures chosen here, added after the save. */
  pending: PendingImage[];
  onKeptChange: (images: StoredImage[]) => void;
  onPendingChange: (images: PendingImage[]) => void;
}

/**
 * The early access' pictures (spec POST /create-early-access "file (images)"): shown at the top
 * of its public page, up to EARLY_ACCESS_IMAGES_MAX. Current ones can be removed; new ones are
 * checked here (type, 20 MB) and again, decoded, by the server.
 */
export function EarlyAccessImagesField({ kept, pending, onKeptChange, onPendingChange }: EarlyAccessImagesFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => new Map(pending.map((image) => [image.key, URL.createObjectURL(image.file)])), [pending]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const count = kept.length + pending.length;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused ? `${file.name}: ${refused}` : null);
    if (refused || count >= EARLY_ACCESS_IMAGES_MAX) return;
    onPendingChange([...pending, { key: `${Date.now()}-${pending.length}-${file.name}`, file }]);
  };

  return (
    <Form.Item
      label={`Images (optional, up to ${EARLY_ACCESS_IMAGES_MAX})`}
      extra="Shown at the top of the page, in this order. JPEG, PNG or WebP, 20 MB at most."
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? undefined}
    >
      {count ? (
        <ul className="early-images" aria-label="Early access images">
          {kept.map((image, index) => (
            <li key={image.url} className="early-images__item">
              <img className="early-images__picture" src={image.sizes.thumb.jpeg} alt={`Image ${index + 1}`} width={image.sizes.thumb.width} height={image.sizes.thumb.height} />
              <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Remove image ${index + 1}`} onClick={() => onKeptChange(kept.filter((other) => other.url !== image.url))} />
            </li>
          ))}
          {pending.map((image) => (
            <li key={image.key} className="early-images__item early-images__item--new">
              <img className="early-images__picture" src={previews.get(image.key)} alt={`${image.file.name} (to add)`} />
              <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Remove ${image.file.name}`} onClick={() => onPendingChange(pending.filter((other) => other.key !== image.key))} />
            </li>
          ))}
        </ul>
      ) : null}
      {count < EARLY_ACCESS_IMAGES_MAX ? <ImageFileButton onChoose={choose} /> : <p className="muted early-images__full">{M.imagesTooMany}.</p>}
    </Form.Item>
  );
}
