import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '@vernissage/catalogue';
import { localStorage } from '../../lib/storage.ts';
import { DemoImageRenderer, TEXTURED_LONGEST, demoImageJobs, demoImageRecord, renderDemoImages } from './images.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'vernissage-demo-images-'));
const storage = localStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('demo images', () => {
  const catalogue = generateCatalogue(1);
  const jobs = demoImageJobs(catalogue);

  it('orders the home marquee and quiz drawings first', () => {
    const first = new Set([...catalogue.homeSlider, ...catalogue.quiz]);
    expect(jobs.slice(0, first.size).every((job) => first.has(job.key))).toBe(true);
    expect(jobs).toHaveLength(catalogue.artworks.length + catalogue.people.length + catalogue.articles.length);
  });

  it('renders files whose sizes match the records already stored, and skips them the second time', async () => {
    const flat = jobs.find((job) => !job.svg.includes('feTurbulence'))!;
    const textured = jobs.find((job) => job.svg.includes('feTurbulence'))!;
    const first = await renderDemoImages(storage, [flat, textured]);
    expect(first).toMatchObject({ rendered: 2, skipped: 0 });
    for (const job of [flat, textured]) {
      const record = demoImageRecord(storage, job);
      expect(Object.keys(record.sizes)).toEqual(['thumb', 'small', 'card', 'medium', 'large']);
      for (const variant of Object.values(record.sizes)) {
        if (!variant) throw new Error('a size without its record');
        const meta = await sharp(readFileSync(path.join(root, variant.webp.replace('/media/', '')))).metadata();
        expect(Math.abs((meta.width ?? 0) - variant.width)).toBeLessThanOrEqual(1);
        expect(Math.abs((meta.height ?? 0) - variant.height)).toBeLessThanOrEqual(1);
      }
    }
    expect(Math.max(demoImageRecord(storage, textured).width, demoImageRecord(storage, textured).height)).toBe(TEXTURED_LONGEST);
    const again = await renderDemoImages(storage, [flat, textured]);
    expect(again).toMatchObject({ rendered: 0, skipped: 2 });
  });

  it('renders a drawing again when one of its sizes is missing, as one stored before that size existed', async () => {
    const job = jobs.find((candidate) => !candidate.svg.includes('feTurbulence') && candidate.key.startsWith('logo-'))!;
    await renderDemoImages(storage, [job]);
    const small = path.join(root, 'demo', job.key, 'small.jpg');
    rmSync(small);
    rmSync(path.join(root, 'demo', job.key, 'small.webp'));
    expect(await renderDemoImages(storage, [job])).toMatchObject({ rendered: 1, skipped: 0 });
    expect((await sharp(readFileSync(small)).metadata()).format).toBe('jpeg');
  });
});

describe('demo images on request', () => {
  const catalogue = generateCatalogue(1);
  const jobs = demoImageJobs(catalogue);

  it('renders a drawing once when a page and the background pass ask for it together', async () => {
    const own = localStorage(mkdtempSync(path.join(os.tmpdir(), 'vernissage-demo-ensure-')));
    const renderer = new DemoImageRenderer(own, jobs);
    const job = jobs.find((candidate) => !candidate.svg.includes('feTurbulence'))!;
    const results = await Promise.all([renderer.ensure(job.key), renderer.ensure(job.key), renderer.renderAll([job.key])]);
    expect(results.slice(0, 2)).toEqual([true, true]);
    expect(results[2]).toMatchObject({ rendered: 1, skipped: 0 });
    expect(await own.read(`demo/${job.key}/thumb.webp`)).not.toBeNull();
    expect(await renderer.ensure(job.key)).toBe(false);
    expect(await renderer.ensure('no-such-drawing')).toBe(false);
  });
});
