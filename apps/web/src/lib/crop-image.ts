import { PROFILE_MESSAGES as P, IMAGE_MAX_BYTES } from '@vernissage/core/schemas';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/**
 * Why a chosen file cannot be uploaded, or null when it may be: JPG, JPEG, PNG or WebP, at most
 * 20 MB (spec/01 §5). The server decodes it and checks again.
 */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.has(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) return P.imageType;
  if (file.size > IMAGE_MAX_BYTES) return P.imageTooLarge;
  return null;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Cuts `area` (in the image's own pixels) out of the image as a JPEG of at most `maxSide` pixels a side. */
export async function cropToJpeg(src: string, area: PixelArea, maxSide = 1200): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped');
  // JPEG has no transparency: a transparent PNG gets a white ground, as it would on paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped'))), 'image/jpeg', 0.92);
  });
}
