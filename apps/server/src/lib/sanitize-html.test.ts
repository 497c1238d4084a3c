import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps what the rich-text editor produces', () => {
    const html = '<p>I paint <strong>rivers</strong> and <em>light</em>.</p><ul><li>One</li><li>Two</li></ul><p>Line<br>break</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and other active elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<STYLE>body{display:none}</STYLE>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.test"></iframe>x')).toBe('x');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>y')).toBe('y');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<a href="https://artist.example" onmouseover="x()">site</a>')).toBe(
      '<a href="https://artist.example" rel="nofollow noopener noreferrer">site</a>',
    );
  });

  it('refuses javascript: and data: links however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'javascript&#58;alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.test']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(safeHref('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(safeHref('/artists/4')).toBe('/artists/4');
  });

  it('escapes stray markup characters and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &nbsp;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &nbsp;');
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p title="unterminated>x')).toBe('&lt;p title="unterminated&gt;x');
  });

  it('removes comments and unknown tags but keeps their text, and closes what was left open', () => {
    expect(sanitizeHtml('<!-- hidden --><div><p>kept</div>')).toBe('<p>kept</p>');
    expect(sanitizeHtml('<strong><em>bold')).toBe('<strong><em>bold</em></strong>');
    expect(sanitizeHtml('</p>stray close')).toBe('stray close');
  });

  it('quotes the attributes it keeps', () => {
    expect(sanitizeHtml(`<a href='https://x.example/?q="1"' title=hello>x</a>`)).toBe(
      '<a href="https://x.example/?q=&quot;1&quot;" title="hello" rel="nofollow noopener noreferrer">x</a>',
    );
  });
});
