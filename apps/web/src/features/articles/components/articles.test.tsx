import { screen, waitFor } from '@testing-library/react';
import { articleSchema, articlesPageSchema, type Article } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { storedImage } from '../../../testing/artwork-detail.ts';
import { json, notFound, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** Routes load lazily: on a busy machine the first paint takes a while. */
const FIRST_PAINT_MS = 20_000;

function article(overrides: Partial<Article> = {}): Article {
  return articleSchema.parse({
    id: 7,
    kind: 'news-events',
    title: 'Open Studios Weekend',
    url: 'open-studios-weekend',
    path: '/news-events/open-studios-weekend',
    externalUrl: null,
    author: 'Pilsen Print Works',
    dateLabel: 'March 21, 2026',
    eventDate: null,
    eventDateLabel: null,
    eventLink: null,
    publishedAt: '2026-03-21T00:00:00.000Z',
    updatedAt: '2026-03-21T00:00:00.000Z',
    excerpt: 'Fourteen studios open their doors.',
    image: storedImage(7),
    description: '<p>Fourteen studios open their <strong>doors</strong>.</p>',
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    ...overrides,
  });
}

describe('the editorial pages', { timeout: 40_000 }, () => {
  it('lists news with the publisher, date, title and Keep reading; an external item opens its publisher in a new tab with their logo at height 40', async () => {
    const own = article();
    const press = article({ id: 8, title: 'Painters to Watch', url: 'painters-to-watch', path: '/news-events/painters-to-watch', author: 'Lakeshore Review', externalUrl: 'https://example.org/piece', image: null });
    stubFetch({ 'GET /api/articles/news-events': () => json(articlesPageSchema.parse({ total: 2, items: [own, press] })) });
    renderApp('/news-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vernissage News and Events' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Studios Weekend' })).toHaveAttribute('href', '/news-events/open-studios-weekend');
    const external = screen.getByRole('link', { name: 'Painters to Watch' });
    expect(external).toHaveAttribute('href', 'https://example.org/piece');
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Keep reading at Lakeshore Review \(opens in a new tab\)/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('img.publisher-logo')).toHaveAttribute('height', '40');
    expect(screen.getAllByText('March 21, 2026', { selector: '.article-card__date' })).toHaveLength(2);
  });

  it('shows an entry with its body, copy-link icon and Go back', async () => {
    const entry = article({ kind: 'exhibitions', url: 'lake-effect', path: '/exhibitions/lake-effect', title: 'Lake Effect', author: 'Halsted Street Gallery' });
    stubFetch({ 'GET /api/articles/exhibitions/lake-effect': () => json(entry) });
    renderApp('/exhibitions/lake-effect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake Effect' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByText('doors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the link to this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Go back/ })).toBeInTheDocument();
  });

  it('says when a listed event happens, on its card and its page, with where to read more or book it', async () => {
    const event = article({ eventDate: '2026-12-12', eventDateLabel: 'Saturday, December 12, 2026', eventLink: 'https://example.com/open-studio' });
    stubFetch({
      'GET /api/articles/news-events': () => json(articlesPageSchema.parse({ total: 1, items: [event] })),
      'GET /api/articles/news-events/open-studios-weekend': () => json(event),
    });
    const { user } = renderApp('/news-events');
    expect(await screen.findByText('When: Saturday, December 12, 2026', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open Studios Weekend' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Studios Weekend' })).toBeInTheDocument();
    expect(screen.getByText('When: Saturday, December 12, 2026')).toBeInTheDocument();
    const book = screen.getByRole('link', { name: 'Read more or book (opens in a new tab)' });
    expect(book).toHaveAttribute('href', 'https://example.com/open-studio');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('shows a news item on /art-event-details with Continue reading', async () => {
    stubFetch({ 'GET /api/art-events/open-studios-weekend-7': () => json(article()) });
    renderApp('/art-event-details/open-studios-weekend-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Studios Weekend' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue reading' })).toHaveAttribute('href', '/news-events/open-studios-weekend');
  });

  it('says clearly when an address names no entry', async () => {
    stubFetch({ 'GET /api/articles/blogs/gone': () => notFound('Blog post not found') });
    renderApp('/blogs/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' }, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Blog post not found | Vernissage'));
  });
});
