import type { SiteConfig } from '@vernissage/core/schemas';
import { escapeHtml } from '@vernissage/core/text';


/** Snippet text names the product and contacts as {product}, {email} and {phone}. */
export function fillPlaceholders(text: string, config: Pick<SiteConfig, 'product' | 'supportEmail' | 'supportPhone'>): string {
  return text
    .replace(/\{product\}/g, config.product)
    .replace(/\{email\}/g, config.supportEmail)
    .replace(/\{phone\}/g, config.supportPhone);
}

/** The same, for HTML: the values are escaped so they can never add markup. */
export function fillHtmlPlaceholders(html: string, config: Pick<SiteConfig, 'product' | 'supportEmail' | 'supportPhone'>): string {
  return html
    .replace(/\{product\}/g, escapeHtml(config.product))
    .replace(/\{email\}/g, escapeHtml(config.supportEmail))
    .replace(/\{phone\}/g, escapeHtml(config.supportPhone));
}
