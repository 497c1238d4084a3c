import { CM_PER_INCH, HOME_LINE_BREAK, HOME_MARQUEE_ROW_HEIGHT, ID_MAX, MATERIALS_SHOWN_MAX, WORK_FRAME } from './constants.ts';
import type { StoredImage } from './schemas/images.ts';

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Cuts text to `max` characters and adds an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Visible text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The Home snippet holds headline, subtitle and sub-title separated by the line-break marker. */
export function splitHomeSnippet(content: string): [string, string, string] {
  const parts = content.split(/<br\s*\/?>/i).map((part) => stripTags(part));
  return [parts[0] ?? '', parts[1] ?? '', parts.slice(2).join(' ').trim()];
}
export { HOME_LINE_BREAK };

/**
 * Digits grouped by three with commas, as en-US writes them: 1,250,000. Written out rather than
 * with Intl: a page's first Intl formatter loads the locale's data, about 30 ms of a phone's CPU
 * in the task that takes the page over.
 */
function groupDigits(digits: string): string {
  // A minus sign is not a word character, so no comma follows it.
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A count or a limit as the product's messages write it: 1,000,000. */
export function formatCount(n: number | bigint): string {
  if (typeof n === 'number' && !Number.isInteger(n)) return n.toLocaleString('en-US');
  return groupDigits(String(n));
}

/** Whole dollars, as every price shows but the carousel's (spec/01 §9, spec/02 §9): $1,250. */
export function formatPrice(amount: number): string {
  return `$${formatCount(Math.round(amount))}`;
}

/** Two decimals: the carousel's prices (spec/01 §9) and the admin's sales ledger: $1,250.00. */
export function formatPriceCents(amount: number): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `$${groupDigits(whole)}.${cents}`;
}

/**
 * Where an order ships, on one line as every page and e-mail shows it: '1 Main St, Chicago 60601'.
 * Orders placed before checkout asked for a ZIP code have none; a blanked order has no address.
 */
export function shippingAddressLine(contact: { address: string; city: string | null; zip: string | null }): string {
  const place = [contact.city, contact.zip].filter(Boolean).join(' ');
  return [contact.address, place].filter(Boolean).join(', ');
}

/** price − price × discount / 100, rounded to cents. */
export function discountedPrice(price: number, discountPercent: number): number {
  return Math.round((price - (price * discountPercent) / 100) * 100) / 100;
}

/**
 * The words of a name or title for an address: accents dropped (Lucía → Lucia), anything but
 * letters dropped, words joined by hyphens ('Blue Hour, No. 3' → 'Blue-Hour-No', 'Mei-Lin Chou'
 * → 'Mei-Lin-Chou').
 */
function slugWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, ' ')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .replace(/ +/g, '-');
}

/** `{prefix}/{words}-{id}`, or `{prefix}/{id}` when nothing of the words is left. */
function slugPath(prefix: string, text: string, id: number): string {
  const slug = slugWords(text);
  return `${prefix}/${slug ? `${slug}-` : ''}${id}`;
}

/** The shareable artwork path: title letters only, spaces as hyphens, then the id. */
export function artworkPath(title: string, id: number): string {
  return slugPath('/artwork-for-sale', title, id);
}

/** An artist's or merchant's public page (spec/02 §2 /artists/{artistId}): name letters, then their public id. */
export function artistPath(name: string, publicId: number): string {
  return slugPath('/artists', name, publicId);
}

/** What an artist's page is about, for its meta description: their bio's text, or a line naming them. */
export function artistSummary(name: string, bio: string | null, product: string): string {
  return stripTags(bio ?? '') || `${name}: original works for sale on ${product}.`;
}

/** The id of an artwork or artist route parameter: its last hyphen-separated segment, a whole number in range. */
export function idFromSlug(param: string): number | null {
  const last = param.split('-').pop() ?? '';
  if (!/^\d{1,10}$/.test(last)) return null;
  const id = Number(last);
  return id >= 1 && id <= ID_MAX ? id : null;
}

/**
 * Materials as every page shows them (spec/01 §2 taste quiz, §9 'Materials shown max 3'): the
 * first `max` materials (mediums) lowercased, 'on', the first `max` supports (surfaces) as they
 * are listed, and '...' right after a group that had more than `max`.
 */
export function materialsLine(mediums: readonly string[], surfaces: readonly string[], max: number = MATERIALS_SHOWN_MAX): string {
  const group = (names: readonly string[], shown: (name: string) => string) =>
    `${names.slice(0, max).map(shown).join(', ')}${names.length > max ? '...' : ''}`;
  const first = group(mediums, (name) => name.toLowerCase());
  const second = group(surfaces, (name) => name);
  if (!first) return second;
  return second ? `${first} on ${second}` : first;
}

/** A length for people to read: at most two decimals, none when whole (17.5, 24). */
function trimNumber(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** Width x height as the detail page shows it, in inches and in centimetres beside it. */
export function dimensionsLine(width: number, height: number): { inches: string; cm: string } {
  const cm = (inches: number) => trimNumber(inches * CM_PER_INCH, 1);
  return { inches: `${trimNumber(width, 2)} x ${trimNumber(height, 2)} in`, cm: `${cm(width)} x ${cm(height)} cm` };
}

/** Initials for the user menu when there is no logo: 'Ada Lovelace' → 'AL'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase();
}

/**
 * The sizes of a picture from small up to `largest` (small and medium when it has them), as a width
 * srcset in one format: the browser picks by drawn width. A size no wider than the one before it
 * (a picture smaller than the medium box has medium and large alike) is left out.
 */
export function pictureSrcset(sizes: StoredImage['sizes'], format: 'webp' | 'jpeg', largest: 'card' | 'large' = 'large'): string {
  return widthSrcset([sizes.small, sizes.card, ...(largest === 'large' ? [sizes.medium, sizes.large] : [])], format);
}

type ImageVariant = StoredImage['sizes']['card'];

/**
 * Sizes of one picture, smallest first (those it lacks undefined), as a width srcset in one format.
 * A size no wider than the one after it is left out: the browser needs each width once.
 */
export function widthSrcset(sizes: ReadonlyArray<ImageVariant | undefined>, format: 'webp' | 'jpeg'): string {
  const variants = sizes.filter((variant) => variant !== undefined);
  const widening = variants.filter((variant, index) => index === variants.length - 1 || variant.width < variants[index + 1]!.width);
  return widening.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
}

/**
 * How wide a home marquee slide is drawn: its picture's ratio at the row's height (a phone's, or
 * the most a wider screen gives). The marquee and the server's preload of its first pictures
 * both use it, so both ask for the same file.
 */
export function marqueePictureSizes(image: Pick<StoredImage, 'sizes'>): string {
  const { card } = image.sizes;
  const ratio = card.width / Math.max(1, card.height);
  const { phone, phoneMaxWidth, max } = HOME_MARQUEE_ROW_HEIGHT;
  return `(max-width: ${phoneMaxWidth}px) ${Math.ceil(phone * ratio)}px, ${Math.ceil(max * ratio)}px`;
}

/** The inside of a grid card's frame as parts of the frame's width: across, and down. */
const FRAME_INSIDE = { width: 1 - 2 * WORK_FRAME.margin, height: 1 / WORK_FRAME.ratio - 2 * WORK_FRAME.margin };

/** Whether a picture fills its grid frame's width (a wide one) rather than its height (a tall one). */
export function fillsFrameWidth(image: Pick<StoredImage, 'sizes'>): boolean {
  const { card } = image.sizes;
  return card.width / Math.max(1, card.height) >= FRAME_INSIDE.width / FRAME_INSIDE.height;
}

/**
 * How wide a picture in a grid card is drawn: the frame's inside width for a wide picture, its
 * inside height times the picture's ratio for a tall one, in each layout. A tall picture on a
 * phone is drawn about 150 CSS pixels wide in a 190-pixel frame: asked for at the frame's width,
 * it took the next size up. The grid and the server's preload of All Artworks' first pictures
 * both use it, so both ask for the same file.
 */
export function workFrameSizes(image: Pick<StoredImage, 'sizes'>): string {
  const { card } = image.sizes;
  const share = fillsFrameWidth(image) ? FRAME_INSIDE.width : (FRAME_INSIDE.height * card.width) / Math.max(1, card.height);
  return WORK_FRAME.widths.map(({ media, value, unit }) => `${media ? `${media} ` : ''}${Math.ceil(value * share * 10) / 10}${unit}`).join(', ');
}
export { videoSource, type VideoSource } from './video-source.ts';
