import { escapeHtml } from './html.ts';

export interface MailLayoutInput {
  product: string;
  heading: string;
  /** Plain text; each becomes a paragraph. Never HTML: everything is escaped here. */
  paragraphs: string[];
  /** A picture under the heading (the work a mail is about), linked to the action when there is one. */
  picture?: MailPicture;
  /** Things the mail is about, after the paragraphs: each a linked title with lines under it, and its picture beside. */
  items?: MailItem[];
  /** A button in the HTML, a labelled link in the text. Only http(s) URLs are allowed. */
  action?: { label: string; url: string };
  /** The page that turns this kind of e-mail off, linked in the footer (e-mails a member may stop). */
  unsubscribeUrl?: string;
}

/** A picture: an http(s) JPEG (WebP is not drawn by every mail client), its size in pixels, its text. */
export interface MailPicture {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** One entry of a mail's list (a work of a new-work alert): plain text, escaped here; an http(s) link. */
export interface MailItem {
  title: string;
  lines: string[];
  url: string;
  picture?: MailPicture;
}

export interface MailBodies {
  text: string;
  html: string;
}

// Inline styles and a table layout: most mail clients ignore <style> blocks and flexbox.
const FONT = "font-family:Georgia,'Times New Roman',serif;";
const SANS = 'font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;';

function safeUrl(url: string): string {
  const parsed = new URL(url);
  // A javascript: or data: link in a mail is an attack, never a feature.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Mail links must be http(s): ${url}`);
  return parsed.toString();
}

/** A picture drawn inside `box` × `box` pixels at most, keeping its shape, linked when `href` is given. */
function pictureHtml(picture: MailPicture, box: number, href?: string): string {
  const scale = Math.min(1, box / Math.max(picture.width, picture.height, 1));
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const img = `<img src="${escapeHtml(safeUrl(picture.url))}" width="${width}" height="${height}" alt="${escapeHtml(picture.alt)}" style="display:block;border:0;max-width:100%;height:auto;background:#efe8dc;">`;
  return href ? `<a href="${escapeHtml(href)}">${img}</a>` : img;
}

/**
 * The one look of every e-mail (one-time codes, reset links, invites, orders): the product's
 * name, a heading, paragraphs and an optional button, as escaped HTML plus a plain-text twin.
 */
export function mailLayout(input: MailLayoutInput): MailBodies {
  const url = input.action ? safeUrl(input.action.url) : undefined;

  const items = (input.items ?? []).map((item) => ({ ...item, url: safeUrl(item.url) }));
  const textParts = [input.heading, ...input.paragraphs, ...items.map((item) => [item.title, ...item.lines, item.url].join('\n'))];
  if (input.action && url) textParts.push(`${input.action.label}: ${url}`);
  const unsubscribe = input.unsubscribeUrl ? safeUrl(input.unsubscribeUrl) : undefined;
  const footerText = unsubscribe ? `\n\nStop these e-mails: ${unsubscribe}` : '';
  const text = `${textParts.join('\n\n')}\n\n— ${input.product}${footerText}\n`;

  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;${SANS}font-size:16px;line-height:24px;color:#333333;">${escapeHtml(p)}</p>`)
    .join('');
  const picture = input.picture ? `<div style="margin:0 0 24px;">${pictureHtml(input.picture, 400, url)}</div>` : '';
  const list = items
    .map((item) => {
      const words =
        `<p style="margin:0 0 4px;${FONT}font-size:18px;line-height:24px;"><a href="${escapeHtml(item.url)}" style="color:#1a1a1a;">${escapeHtml(item.title)}</a></p>` +
        item.lines.map((line) => `<p style="margin:0 0 4px;${SANS}font-size:14px;line-height:20px;color:#555555;">${escapeHtml(line)}</p>`).join('');
      const side = item.picture ? `<td width="120" valign="top" style="padding:0 16px 0 0;">${pictureHtml(item.picture, 120, item.url)}</td>` : '';
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;"><tr>${side}<td valign="top">${words}</td></tr></table>`;
    })
    .join('');
  const button =
    input.action && url
      ? `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:4px;${SANS}font-size:15px;font-weight:600;">${escapeHtml(input.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;${SANS}font-size:13px;line-height:20px;color:#777777;">${escapeHtml(url)}</p>`
      : '';
  const product = escapeHtml(input.product);
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f2ee;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f2ee;padding:32px 16px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:6px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #eeeeee;${FONT}font-size:22px;letter-spacing:1px;color:#1a1a1a;">${product}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;${FONT}font-size:24px;font-weight:normal;color:#1a1a1a;">${escapeHtml(input.heading)}</h1>
${picture}${paragraphs}${list}${button}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eeeeee;${SANS}font-size:12px;color:#999999;">${product}${unsubscribe ? ` · <a href="${escapeHtml(unsubscribe)}" style="color:#777777;">Stop these e-mails</a>` : ''}</td></tr>
</table>
</td></tr></table>
</body></html>
`;
  return { text, html };
}
