import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, STUDIO_MESSAGES as S, WORK_IMAGES_MAX, type StoredImage, type StudioUpload } from '@vernissage/core/schemas';
import { Button, Progress } from 'antd';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { imageFileProblem } from '../../../lib/crop-image.ts';
import { useImageUploads } from './use-image-uploads.ts';

interface WorkImagesProps {
  /** The work's images in order, the first its cover (set by Form.Item). */
  value?: StoredImage[];
  onChange?: (value: StoredImage[]) => void;
  id?: string;
  /** Every finished upload, and whether it became the cover. */
  onUploaded?: (upload: StudioUpload, isCover: boolean) => void;
  /** Uploads still running, so the form can wait for them before saving. */
  onBusyChange?: (busy: boolean) => void;
  labelledBy: string;
}

interface Refusal {
  name: string;
  reason: string;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The work's images: pick or drop several files, each checked here and uploaded at once with
 * its progress and a Cancel; uploaded images reorder by dragging or with the move buttons, and
 * the first is the cover.
 */
export function WorkImages({ value = [], onChange, id, onUploaded, onBusyChange, labelledBy }: WorkImagesProps) {
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish one by one between renders: each adds to the latest list, not the one it started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [fileOver, setFileOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const change = (next: StoredImage[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const uploads = useImageUploads((upload) => {
    const isCover = latest.current.length === 0;
    change([...latest.current, upload.image]);
    onUploaded?.(upload, isCover);
  });
  const busy = uploads.running > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const add = (files: readonly File[]) => {
    const problems: Refusal[] = [];
    let room = WORK_IMAGES_MAX - latest.current.length - uploads.running;
    for (const file of files) {
      const problem = imageFileProblem(file) ?? (room <= 0 ? S.imagesMax : null);
      if (problem) problems.push({ name: file.name, reason: problem });
      else {
        room -= 1;
        uploads.start(file);
      }
    }
    setRefused(problems);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    change(moved(value, from, to));
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1}${to === 0 ? ', the cover' : ''}.`);
  };

  const remove = (index: number) => {
    change(value.filter((_, i) => i !== index));
    setAnnouncement(`Image ${index + 1} removed.`);
  };

  const dropFiles = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setFileOver(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="work-images" id={id} role="group" aria-labelledby={labelledBy}>
      <div
        className="work-images__drop"
        data-over={fileOver}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setFileOver(true);
        }}
        onDragLeave={() => setFileOver(false)}
        onDrop={dropFiles}
      >
        <InboxOutlined className="work-images__drop-icon" aria-hidden />
        <p className="work-images__drop-text">Drop images here, or</p>
        <Button onClick={() => input.current?.click()} disabled={value.length + uploads.running >= WORK_IMAGES_MAX}>
          Choose images
        </Button>
        <p className="work-images__hint">
          JPG, JPEG, PNG or WebP, up to 20 MB each; at most {WORK_IMAGES_MAX} images. The first is the cover.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-label="Choose images"
          tabIndex={-1}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>

      {refused.length > 0 ? (
        <ul className="work-images__refused" role="alert">
          {refused.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              <strong>{item.name}</strong>: {item.reason}
            </li>
          ))}
        </ul>
      ) : null}

      {uploads.pending.length > 0 ? (
        <ul className="work-images__pending" aria-label="Uploads">
          {uploads.pending.map((item) => (
            <li key={item.key} className="work-upload" data-failed={item.error !== null}>
              <span className="work-upload__name">{item.name}</span>
              {item.error === null ? (
                <Progress percent={Math.round(item.progress * 100)} size="small" aria-label={`Uploading ${item.name}`} className="work-upload__bar" />
              ) : (
                <span className="work-upload__error" role="alert">
                  {item.error}
                </span>
              )}
              <Button size="small" icon={<CloseOutlined aria-hidden />} onClick={() => uploads.cancel(item.key)} aria-label={item.error === null ? `Cancel the upload of ${item.name}` : `Dismiss ${item.name}`}>
                {item.error === null ? 'Cancel' : 'Dismiss'}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {value.length > 0 ? (
        <ol className="work-images__list" aria-label="Uploaded images">
          {value.map((image, index) => {
            const name = index === 0 ? `Image 1, the cover` : `Image ${index + 1}`;
            return (
              <li
                key={image.url}
                className="work-image"
                draggable
                data-dragging={dragging === index}
                data-over={over === index && dragging !== null && dragging !== index}
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(event) => {
                  if (dragging === null) return;
                  event.preventDefault();
                  setOver(index);
                }}
                onDrop={(event) => {
                  if (dragging === null) return;
                  event.preventDefault();
                  move(dragging, index);
                  setDragging(null);
                  setOver(null);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
              >
                <span className="work-image__frame">
                  <picture>
                    <source type="image/webp" srcSet={image.sizes.thumb.webp} />
                    <img src={image.sizes.thumb.jpeg} alt={name} width={image.sizes.thumb.width} height={image.sizes.thumb.height} draggable={false} />
                  </picture>
                  {index === 0 ? (
                    <span className="work-image__cover" aria-hidden="true">
                      Cover
                    </span>
                  ) : null}
                </span>
                <span className="work-image__tools">
                  <Button size="small" type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={`Move image ${index + 1} left`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                  <Button size="small" type="text" icon={<ArrowRightOutlined aria-hidden />} aria-label={`Move image ${index + 1} right`} disabled={index === value.length - 1} onClick={() => move(index, index + 1)} />
                  <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove image ${index + 1}`} onClick={() => remove(index)} />
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
