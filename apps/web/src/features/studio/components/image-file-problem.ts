import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@vernissage/core/constants';
import { STUDIO_MESSAGES as S } from '@vernissage/core/schemas';

const TYPES: ReadonlySet<string> = new Set(UPLOAD_TYPES);
const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** What the file picker offers: the accepted types by extension and by media type. */
export const WORK_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/**
 * Why a chosen file cannot be uploaded, or null: JPG, JPEG, PNG or WebP, at most 20 MB
 * (spec/01 §5, §9). Checked in the page so nothing is sent in vain; the server decodes the
 * file and checks again.
 */
export function workImageProblem(file: File): string | null {
  if (!TYPES.has(file.type) && !(file.type === '' && EXTENSIONS.test(file.name))) return S.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return S.imageTooLarge;
  return null;
}
