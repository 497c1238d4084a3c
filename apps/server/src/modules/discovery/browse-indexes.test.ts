import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSE_TOTAL_LIMIT, browseQuerySchema, FORMAL_RANGE_KEYS, type BrowseQueryInput } from '@vernissage/core/schemas';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { artworks } from '../../db/schema/index.ts';
import { browseArtworks, browseStatements } from './repository.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * The indexes browse relies on (docs/decisions/018), checked in the plans of the statements the
 * route runs, so a change to the queries or the schema cannot lose one unnoticed. A few thousand
 * works is too few for the planner to prefer an index over reading the table, so sequential scans
 * are switched off for these plans: what is left is the planner's choice among the indexes.
 * The benchmark (npm run bench:browse) shows the same plans chosen freely on 100,000 works.
 */
describe('browse: the planner uses the intended index for each filter and sort, and the count stops at its limit', () => {
  let t: TestApp;
  const WORKS = 3000;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db.execute(sql`
      insert into users (id, name, email, role)
      select 'plan-artist-' || g, 'Artist ' || g, 'plan-artist-' || g || '@example.com', 'artist' from generate_series(1, 30) g`);
    // Every filter has values that pick out a few percent of the works.
    await t.app.db.execute(sql`
      insert into artworks (user_id, work_title, work_description, width, height, price, colors, subjects, mediums, surfaces, formal, status, sold, created_at)
      select 'plan-artist-' || (1 + g % 30), (string_to_array('Lake Harbour Field Garden Study Window River Shore Bloom Tide Ridge Vessel Dunes Weave Halo Drift Ember Quilt Bluff Orbit', ' '))[1 + g % 20] || ' ' || g, '<p>Work number ' || g || '</p>',
             8 + g % 60, 8 + (g * 7) % 60, 100 + (g * 37) % 5000,
             array[1 + g % 18]::smallint[], array[1 + g % 80]::smallint[], array[1 + g % 27]::smallint[], array[14 + g % 20]::smallint[],
             (select jsonb_object_agg(axis::text, ((g * axis) % 101) / 100.0) from generate_series(1, 14) axis),
             case when g % 25 = 0 then '0' else '1' end, case when g % 5 = 0 then 1 else 0 end, now() - g * interval '1 hour'
      from generate_series(1, ${WORKS}::int) g`);
    // As autovacuum would leave them: statistics, and the GIN indexes' pending entries merged.
    await t.app.db.execute(sql`vacuum analyze artworks`);
  });
  afterAll(() => t.close());

  /** The index names in the plans of the browse's page and total statements, and whether the page sorts. */
  async function plans(input: BrowseQueryInput) {
    const parsed = browseQuerySchema.parse(input);
    const statements = browseStatements(t.app.db, { ...parsed, sort: parsed.sort === 'for-you' ? 'popular' : parsed.sort });
    return t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (statement: (typeof statements)[keyof typeof statements]) => {
        // Both drivers answer { rows }; the shared Database type does not say so.
        const result = (await tx.execute(sql`explain (format json) ${statement.getSQL()}`)) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }> };
        const cell = result.rows[0]?.['QUERY PLAN'];
        // node-postgres parses the JSON; PGlite may hand over its text.
        const [plan] = typeof cell === 'string' ? (JSON.parse(cell) as Array<{ Plan: PlanNode }>) : (cell ?? []);
        if (!plan) throw new Error('no plan');
        const all = nodes(plan.Plan);
        return {
          indexes: all.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
          sorts: all.some((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort'),
          seqScans: all.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
        };
      };
      return { page: await explain(statements.page), total: await explain(statements.total) };
    });
  }

  it('reads each sort from its index, in order, on the first page and after a cursor, for sale only or not', async () => {
    const expected = { popular: 'artwork_popularity_order_idx', newest: 'artworks_browse_newest_idx', 'price-asc': 'artworks_browse_price_idx', 'price-desc': 'artworks_browse_price_idx' } as const;
    for (const [sort, index] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
      const { nextCursor } = await browseArtworks(t.app.db, { ...browseQuerySchema.parse({ sort }), sort });
      expect(nextCursor).not.toBeNull();
      for (const input of [{ sort }, { sort, available: 'false' }, { sort, cursor: nextCursor ?? '' }] as const) {
        const { page } = await plans(input);
        expect(page.indexes, JSON.stringify(input)).toContain(index);
        expect(page.sorts, `${JSON.stringify(input)} sorts every match`).toBe(false);
      }
    }
  });

  it('counts matches up to BROWSE_TOTAL_LIMIT and says when more match; a narrower match is counted exactly', async () => {
    const [{ listed = 0 } = {}] = await t.app.db
      .select({ listed: count() })
      .from(artworks)
      .where(and(eq(artworks.status, '1'), eq(artworks.sold, 0)));
    expect(listed).toBeGreaterThan(BROWSE_TOTAL_LIMIT);
    const broad = await browseArtworks(t.app.db, { ...browseQuerySchema.parse({}), sort: 'newest' });
    expect(broad).toMatchObject({ total: BROWSE_TOTAL_LIMIT, totalCapped: true });
    const narrow = await browseArtworks(t.app.db, { ...browseQuerySchema.parse({ artistId: 'plan-artist-4' }), sort: 'newest' });
    const [{ exact = 0 } = {}] = await t.app.db
      .select({ exact: count() })
      .from(artworks)
      .where(and(eq(artworks.status, '1'), eq(artworks.sold, 0), eq(artworks.userId, 'plan-artist-4')));
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThan(BROWSE_TOTAL_LIMIT);
    expect(narrow).toMatchObject({ total: exact, totalCapped: false });
  });

  it('counts the whole listing from the listing index alone', async () => {
    const { total } = await plans({});
    expect(total.indexes).toEqual(['artworks_listing_idx']);
  });

  it('filters the attribute lists, the words, the artist, the price and the size through their indexes', async () => {
    const cases: Array<[BrowseQueryInput, string]> = [
      // The words and the lists of the works for sale read the one index of those alone; with
      // sold works too, each its own index over every work.
      [{ colours: '3' }, 'artworks_listed_lists_idx'],
      [{ subjects: '5,6' }, 'artworks_listed_lists_idx'],
      [{ mediums: '7' }, 'artworks_listed_lists_idx'],
      [{ surfaces: '20' }, 'artworks_listed_lists_idx'],
      [{ q: 'harbour' }, 'artworks_listed_lists_idx'],
      [{ q: 'lake harb' }, 'artworks_listed_lists_idx'],
      [{ colours: '3', available: 'false' }, 'artworks_colors_idx'],
      [{ subjects: '5,6', available: 'false' }, 'artworks_subjects_idx'],
      [{ mediums: '7', available: 'false' }, 'artworks_mediums_idx'],
      [{ surfaces: '20', available: 'false' }, 'artworks_surfaces_idx'],
      [{ q: 'harbour', available: 'false' }, 'artworks_search_idx'],
      [{ artistId: 'plan-artist-4' }, 'artworks_user_idx'],
      [{ minPrice: '1000', maxPrice: '1100' }, 'artworks_browse_price_idx'],
      [{ minWidth: '20', maxWidth: '21', minHeight: '30' }, 'artworks_browse_size_idx'],
    ];
    for (const [input, index] of cases) {
      const { total } = await plans({ sort: 'newest', ...input });
      expect(total.indexes, JSON.stringify(input)).toContain(index);
      expect(total.seqScans, JSON.stringify(input)).toEqual([]);
    }
  });

  it('matches words and lists of the works for sale together in one index, reading no listing index beside it', async () => {
    for (const input of [{ q: 'lake harb' }, { q: 'harbour', colours: '2,9' }, { mediums: '7', surfaces: '20' }]) {
      const { total } = await plans(input);
      expect(total.indexes, JSON.stringify(input)).toEqual(['artworks_listed_lists_idx']);
    }
  });

  it('filters a range on each formal axis through that axis’s index', async () => {
    for (const [position, key] of FORMAL_RANGE_KEYS.entries()) {
      const { total } = await plans({ [key]: '0.2-0.25' });
      expect(total.indexes, key).toContain(`artworks_formal_${position + 1}_idx`);
      // The works for sale are a range of the axis's index: no bitmap of the listing index beside it.
      expect(total.indexes, key).not.toContain('artworks_listing_idx');
    }
  });
});
