import { describe, expect, it } from 'vitest';
import { mailLayout } from './mail-layout.ts';

describe('mailLayout', () => {
  it('escapes everything it is given in the HTML and keeps the text readable', () => {
    const { text, html } = mailLayout({
      product: 'Art & <Co>',
      heading: 'Hello "Ana"',
      paragraphs: ['<script>alert(1)</script>', "Tom's offer"],
      action: { label: 'See <offer>', url: 'https://example.com/offers?a=1&b="2"' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Art &amp; &lt;Co&gt;');
    expect(html).toContain('Hello &quot;Ana&quot;');
    expect(html).toContain('Tom&#39;s offer');
    expect(html).toContain('href="https://example.com/offers?a=1&amp;b=%222%22"');
    expect(html).toContain('See &lt;offer&gt;');
    expect(text).toBe(
      'Hello "Ana"\n\n<script>alert(1)</script>\n\nTom\'s offer\n\nSee <offer>: https://example.com/offers?a=1&b=%222%22\n\n— Art & <Co>\n',
    );
  });

  it('refuses links that are not http(s)', () => {
    expect(() => mailLayout({ product: 'P', heading: 'H', paragraphs: [], action: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(/http/);
  });
});
