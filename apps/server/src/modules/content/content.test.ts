import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET, SNIPPET_NAMES } from '@vernissage/core/constants';
import { apiErrorSchema, homeSliderSchema, seoPageSchema, snippetSchema } from '@vernissage/core/schemas';
import { splitHomeSnippet } from '@vernissage/core/text';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seoCandidates } from './repository.ts';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('serves every named snippet', async () => {
    for (const name of SNIPPET_NAMES) {
      const res = await t.app.inject({ method: 'GET', url: `/api/snippets/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(snippetSchema.parse(res.json()).content.length, name).toBeGreaterThan(10);
    }
  });

  it('serves the Home snippet as three parts split on the line-break marker', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/snippets/${SNIPPET.home}` });
    const [headline, subtitle, subTitle] = splitHomeSnippet(snippetSchema.parse(res.json()).content);
    expect(headline.length).toBeGreaterThan(5);
    expect(subtitle.length).toBeGreaterThan(5);
    expect(subTitle.length).toBeGreaterThan(5);
  });

  it('keeps the maintenance alert off in the demo data', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/snippets/${SNIPPET.notification}` });
    expect(snippetSchema.parse(res.json()).status).toBe('0');
  });

  it('answers an unknown snippet with 404 and the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/snippets/Nope' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('not_found');
  });

  it('finds SEO by page path, falling back to the nearest parent', async () => {
    const about = seoPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/seo?path=/about-us' })).json());
    expect(about.pageUrl).toBe('/about-us');
    expect(about.metaDescription.length).toBeGreaterThan(20);
    const nested = seoPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/seo?path=/blogs/some-post' })).json());
    expect(nested.pageUrl).toBe('/blogs');
    const home = seoPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/seo?path=/' })).json());
    expect(home.pageUrl).toBe('/');
  });

  it('answers a path no SEO record covers with 200 and null, so the page keeps its own name without a failed request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/seo?path=/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('rejects an SEO request without a path with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/seo' });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('bad_request');
    expect(Object.keys(body.error.fields ?? {})).toContain('path');
  });

  it('lists the home marquee works with every image size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home/slider' });
    const { slides } = homeSliderSchema.parse(res.json());
    expect(slides.length).toBeGreaterThanOrEqual(16);
    for (const slide of slides) {
      expect(slide.path).toMatch(/^\/artwork-for-sale\/[A-Za-z-]*\d+$/);
      expect(slide.image.sizes.thumb.webp).toMatch(/^\/media\/.+\/thumb\.webp$/);
      expect(slide.image.sizes.card.jpeg).toMatch(/^\/media\/.+\/card\.jpg$/);
    }
  });
});

describe('seoCandidates', () => {
  it('walks up the path', () => {
    expect(seoCandidates('/education/colour-theory?x=1')).toEqual(['/education/colour-theory', '/education']);
    expect(seoCandidates('/')).toEqual(['/']);
    expect(seoCandidates('/about-us/')).toEqual(['/about-us']);
  });
});
