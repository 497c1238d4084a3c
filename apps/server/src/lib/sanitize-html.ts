import { escapeHtml } from './html.ts';

/**
 * An allow-list HTML sanitiser for rich text people write (bios, descriptions): the tags the
 * editor produces survive, everything else is dropped. sanitize-html needs Node 22, hence this.
 * Output is well formed: attributes re-quoted and escaped, open tags closed at the end.
 */

/** Tags kept as they are (no attributes, except those in ALLOWED_ATTRIBUTES). */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'small',
  'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'code', 'pre', 'span', 'a',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript',
  'noembed', 'noframes', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'option', 'head', 'plaintext',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'title'] };

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

/** Text as it came, with markup characters escaped and existing entities kept. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: ' ' };
    return named[name.toLowerCase()] ?? whole;
  });
}

/** http(s) and mailto links, and links within the site; never javascript:, data: or the like. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value;
  return null;
}

function renderAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return '';
  const kept: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!allowed.includes(name) || kept.some((entry) => entry.startsWith(`${name}=`))) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href') {
      const href = safeHref(value);
      if (href !== null) kept.push(`href="${escapeHtml(href)}"`);
    } else kept.push(`${name}="${escapeHtml(decodeEntities(value))}"`);
  }
  // Links people put in their text must not pass on our pages' rank or opener.
  if (tag === 'a' && kept.some((entry) => entry.startsWith('href='))) kept.push('rel="nofollow noopener noreferrer"');
  return kept.length ? ` ${kept.join(' ')}` : '';
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let cursor = 0;
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html)) !== null) {
    out += escapeText(html.slice(cursor, match.index));
    cursor = TOKEN.lastIndex;
    const tag = match[2]?.toLowerCase();
    if (!tag) continue; // comment, CDATA, doctype, processing instruction
    const closing = match[1] === '/';
    if (DROP_WITH_CONTENT.has(tag)) {
      if (closing) continue;
      const end = new RegExp(`</${tag}\\s*>`, 'ig');
      end.lastIndex = cursor;
      const found = end.exec(html);
      cursor = found ? end.lastIndex : html.length;
      TOKEN.lastIndex = cursor;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (!closing) out += `<${tag}>`;
      continue;
    }
    if (!closing) {
      out += `<${tag}${renderAttributes(tag, match[3] ?? '')}>`;
      open.push(tag);
      continue;
    }
    const at = open.lastIndexOf(tag);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  out += escapeText(html.slice(cursor));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
