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

  it('lists items as linked titles with their lines, escaped, after the paragraphs', () => {
    const { text, html } = mailLayout({
      product: 'P',
      heading: 'H',
      paragraphs: ['Intro'],
      items: [
        { title: 'Blue <b>', lines: ['By Ana, $1,200', 'Why: calm & blue.'], url: 'https://example.com/a?x=1&y=2' },
        { title: 'Red', lines: [], url: 'https://example.com/b' },
      ],
    });
    expect(text).toBe('H\n\nIntro\n\nBlue <b>\nBy Ana, $1,200\nWhy: calm & blue.\nhttps://example.com/a?x=1&y=2\n\nRed\nhttps://example.com/b\n\n— P\n');
    expect(html).toContain('<a href="https://example.com/a?x=1&amp;y=2" style="color:#1a1a1a;">Blue &lt;b&gt;</a>');
    expect(html).toContain('Why: calm &amp; blue.');
    expect(html.indexOf('Intro')).toBeLessThan(html.indexOf('Blue &lt;b&gt;'));
  });

  it('draws pictures fitted inside their box, keeping their shape, linked to what they show', () => {
    const { html, text } = mailLayout({
      product: 'P',
      heading: 'H',
      paragraphs: [],
      picture: { url: 'https://cdn.example.com/a/small.jpg', width: 400, height: 300, alt: 'Blue "I" by Ana' },
      items: [{ title: 'Tall', lines: [], url: 'https://example.com/t', picture: { url: 'https://cdn.example.com/t/small.jpg', width: 200, height: 400, alt: 'Tall' } }],
      action: { label: 'See', url: 'https://example.com/a' },
    });
    expect(html).toContain('<a href="https://example.com/a"><img src="https://cdn.example.com/a/small.jpg" width="400" height="300" alt="Blue &quot;I&quot; by Ana"');
    expect(html).toContain('<a href="https://example.com/t"><img src="https://cdn.example.com/t/small.jpg" width="60" height="120" alt="Tall"');
    expect(html.indexOf('a/small.jpg')).toBeLessThan(html.indexOf('t/small.jpg'));
    expect(text).not.toContain('small.jpg');
  });

  it('refuses links that are not http(s)', () => {
    expect(() => mailLayout({ product: 'P', heading: 'H', paragraphs: [], action: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(/http/);
    expect(() => mailLayout({ product: 'P', heading: 'H', paragraphs: [], items: [{ title: 'T', lines: [], url: 'data:text/html,x' }] })).toThrow(/http/);
    expect(() => mailLayout({ product: 'P', heading: 'H', paragraphs: [], picture: { url: 'javascript:alert(1)', width: 1, height: 1, alt: '' } })).toThrow(/http/);
  });
});
