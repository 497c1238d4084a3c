import { screen, within } from '@testing-library/react';
import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { FORMAL_CATEGORIES } from '@vernissage/core/lookups';
import { recommendationsSchema } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../testing/fetch-stub.ts';
import { user } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { work } from '../../testing.ts';

const recs = recommendationsSchema.parse({
  basis: 'taste',
  rated: 25,
  liked: 9,
  colours: [{ id: '14', name: 'Blue', score: -0.6, preference: 0.8, hex: '#2f5fd0' }],
  subjects: [{ id: '31', name: 'Geometry', score: -0.4, preference: 0.7 }],
  materials: [],
  formal: FORMAL_CATEGORIES.map((axis) => ({ id: axis.id, name: axis.name, poles: axis.poles, position: axis.id === 11 ? 0.8 : 0.5, denominator: axis.id === 11 ? 6 : 0 })),
  items: [
    { work: work(31), affinity: 0.72, reason: 'You liked 6 works with blues and round forms' },
    // Only once every work for sale is rated does a held one come up: it keeps its badge.
    { work: work(32, { sold: 2 }), affinity: 0.61, reason: null },
    // A reason that names a liked work shows that work's picture beside it.
    { work: work(33), affinity: 0.6, reason: 'Because you liked “Study 9”', reasonWork: { id: 9, title: 'Study 9', picture: work(9).image!.sizes.thumb } },
  ],
});

describe('/ai-recommendations', { timeout: 30_000 }, () => {
  it('sums up the taste and lists works with a reason each', async () => {
    stubFetch({ 'GET /api/taste/recommendations': () => json(recs) }, { user: user({ tasteTestStatus: 1 }) });
    renderApp('/ai-recommendations');
    expect(await screen.findByText('Based on 25 ratings, 9 of them likes.')).toBeInTheDocument();
    expect(screen.getByText('Blue')).toBeInTheDocument();
    expect(screen.getByText('No favourite materials yet.')).toBeInTheDocument();
    const chart = screen.getByRole('list', { name: 'Your position on each formal axis' });
    expect(within(chart).getByText('Kiki-Bouba: 80% towards Bouba')).toBeInTheDocument();
    expect(within(chart).getByText('Dark-Light: not rated yet')).toBeInTheDocument();
    const works = screen.getByRole('list', { name: 'Recommended artworks' });
    expect(within(works).getByText('You liked 6 works with blues and round forms')).toBeInTheDocument();
    expect(within(works).getByText('Study 31')).toBeInTheDocument();
    expect(within(works).getAllByText(/^(Sold|On hold)$/)).toHaveLength(1);
    const liked = within(works).getByText('Because you liked “Study 9”').closest('p')!;
    expect(liked.querySelector('img')).toHaveAttribute('src', work(9).image!.sizes.thumb.jpeg);
    // The picture is decorative: the line names the work.
    expect(liked.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(works).getByText('You liked 6 works with blues and round forms').closest('p')!.querySelector('img')).toBeNull();
    expect(within(works).getByLabelText(`On hold: ${SOLD_TOOLTIP[2]}`)).toBeInTheDocument();
  });

  it('puts the works before the taste summary, which a link under the count reaches', async () => {
    stubFetch({ 'GET /api/taste/recommendations': () => json(recs) }, { user: user({ tasteTestStatus: 1 }) });
    renderApp('/ai-recommendations');
    const works = await screen.findByRole('list', { name: 'Recommended artworks' });
    const glance = screen.getByRole('heading', { level: 2, name: 'Your taste at a glance' });
    // On a phone the summary above the works pushed the first one about 1,300 px down.
    expect(works.compareDocumentPosition(glance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your taste at a glance' })).toHaveAttribute('href', `#${glance.id}`);
  });

  it('says when the crowd ranks the works', async () => {
    stubFetch({ 'GET /api/taste/recommendations': () => json({ ...recs, basis: 'crowd', rated: 0, liked: 0, colours: [] }) }, { user: user({ tasteTestStatus: null }) });
    renderApp('/ai-recommendations');
    expect(await screen.findByText('You have not liked or disliked any artworks yet.')).toBeInTheDocument();
  });
});
