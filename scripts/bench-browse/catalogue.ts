/**
 * A large synthetic catalogue written straight into PostgreSQL by a few set-based statements
 * (generate_series, no row-by-row round trips): artists, collectors, works with a realistic
 * spread, ratings and the orders of sold and held works. Seeded, so a size and seed give the same
 * catalogue on the same PostgreSQL version.
 *
 * The spread: works belong to one of 40 latent styles, each with its own palette, subjects,
 * materials and formal look, and take most of their values from it (as bench:taste's synthetic
 * catalogues do); list prices are log-normal around $1,200, a fifth discounted; sizes 8 to 72
 * inches, 45% portrait, 35% landscape, 20% square; 92% listed, 6% hidden, 2% drafts; of the rest
 * 78% for sale, 17% sold, 5% on hold; listed over three years; one stored image each (its URLs
 * in every size, as an upload leaves them). Titles and descriptions draw from a
 * vocabulary with a skewed frequency, so some words match many works and others few. Ratings
 * lean towards some works, so popularity is spread unevenly.
 */
import type pg from 'pg';

export const ARTIST_COUNT = 300;
export const COLLECTOR_COUNT = 2_000;
const STYLE_COUNT = 40;
const ARTIST_PREFIX = 'bench-artist-';
const COLLECTOR_PREFIX = 'bench-collector-';

const FIRST_NAMES = [
  'Amara', 'Tomasz', 'Lucía', 'Hana', 'Devon', 'Priya', 'Mateo', 'Ingrid', 'Kwame', 'Sofia', 'Rafael', 'Mei', 'Jonah', 'Yasmin', 'Nikolai',
  'Ava', 'Tariq', 'Camille', 'Diego', 'Leila', 'Owen', 'Thandiwe', 'Marisol', 'Ezra', 'Grace', 'Aleksandra', 'Bao', 'Imani', 'Sven', 'Rosa',
];
const LAST_NAMES = [
  'Okafor', 'Wiśniewski', 'Ferrer', 'Kobayashi', 'Marshall', 'Raghunathan', 'Alvarez', 'Halvorsen', 'Mensah', 'Marchetti', 'Duarte', 'Chou',
  'Whitfield', 'Haddad', 'Petrov', 'Lindqvist', 'Bello', 'Arsenault', 'Santiago', 'Farahani', 'Gallagher', 'Nkosi', 'Reyes', 'Goldfarb', 'Oyelaran',
  'Nowak', 'Tran', 'Brooks', 'Aaberg', 'Delgado', 'Watanabe', 'Benali', 'Doyle', 'Qureshi', 'Vogel', 'Park', 'Monet', 'Klint',
];
/** First words of a title (more often the first ones). */
const TITLE_FIRST = [
  'Quiet', 'Blue', 'Evening', 'Golden', 'Northern', 'Silent', 'Red', 'Morning', 'Late', 'Small', 'Bright', 'Winter', 'Summer', 'Distant', 'Hidden',
  'Broken', 'Green', 'Pale', 'Dark', 'Open', 'Still', 'Wild', 'Second', 'Last', 'Soft', 'Yellow', 'Salt', 'Iron', 'Paper', 'Velvet',
];
/** The nouns of titles (more often the first ones). */
const TITLE_NOUNS = [
  'Lake', 'Harbour', 'Garden', 'Field', 'Study', 'Window', 'River', 'Shore', 'Portrait', 'Composition', 'Landscape', 'Interior', 'Bloom',
  'Horizon', 'Orbit', 'Meadow', 'Lattice', 'Signal', 'Tide', 'Ridge', 'Vessel', 'Skyline', 'Threshold', 'Prairie', 'Dunes', 'Sitter', 'Mosaic',
  'Weave', 'Cadence', 'Fracture', 'Halo', 'Drift', 'Ember', 'Compass', 'Pebble', 'Refrain', 'Quilt', 'Bluff', 'Hollow', 'Meridian',
];
const TITLE_PLACES = ['Dusk', 'Dawn', 'Noon', 'Midnight', 'Montrose Harbor', 'Lake Geneva', 'Galena', 'Pilsen', 'Hyde Park', 'the Loop', 'Door County', 'Starved Rock'];
/** Words of descriptions, the common ones first. */
const DESCRIPTION_WORDS = (
  'light colour painting surface layers work paint canvas form line space texture shape study edge ground water evening morning ' +
  'blue red green yellow white black grey ochre umber violet warm cool quiet bright soft dense open still moving ' +
  'lake harbour river garden field city street window room table figure face hands body horizon shore sky cloud tree forest ' +
  'stone glass paper wood iron salt brass clay linen ink charcoal pastel gouache oil acrylic watercolour graphite ' +
  'memory silence weather season winter summer autumn spring rain snow fog mist wind storm frost harvest ' +
  'geometry circle square grid pattern rhythm repetition symmetry balance contrast tension gesture mark stroke brush ' +
  'portrait landscape interior still life abstraction collage print etching woodcut screenprint monotype drawing sketch ' +
  'chicago prairie dunes bluff marsh meadow orchard vineyard harbourfront lighthouse bridge tower rooftop alley ' +
  'kiki bouba lattice mosaic tessellation weave quilt ribbon cadence interval meridian bandwidth chord refrain ' +
  'afterglow threshold undertow reverie ember vesper hum breath veil tide pool moonrise lullaby cradle halo drift'
).split(' ');

/** Works, artists and collectors the bench loaded into a database, or null when it holds none. */
export async function loadedSize(client: pg.Client): Promise<{ works: number; others: number }> {
  const { rows } = await client.query<{ works: number; others: number }>(
    `select count(*) filter (where user_id like $1)::int as works, count(*) filter (where user_id not like $1)::int as others from artworks`,
    [`${ARTIST_PREFIX}%`],
  );
  return rows[0] ?? { works: 0, others: 0 };
}

/** A random index into a list of n, skewed towards its start (the square of a uniform draw). */
const skewed = (n: number) => `(1 + floor(random() ^ 2 * ${n}))::int`;
/** A standard normal draw (Box–Muller); PostgreSQL 15 has no random_normal. */
const GAUSS = 'sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())';

/** Loads `size` works into a migrated, empty database, reporting each step's time through `log`. */
export async function loadCatalogue(client: pg.Client, size: number, seed: number, log: (line: string) => void): Promise<void> {
  const step = async (what: string, statements: Array<[string, unknown[]?]>) => {
    const started = performance.now();
    for (const [text, params] of statements) await client.query(text, params);
    log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // setseed makes every random() below repeat, given the same statements in the same order.
  await client.query('select setseed($1)', [((seed % 1000) + 0.5) / 1000]);

  await step(`${ARTIST_COUNT} artists, ${COLLECTOR_COUNT} collectors`, [
    [
      `insert into users (id, name, email, role)
       select $1 || g, ($2::text[])[1 + g % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (g * 7) % cardinality($3::text[])],
              $1 || g || '@bench.example', 'artist'
       from generate_series(1, $4::int) g`,
      [ARTIST_PREFIX, FIRST_NAMES, LAST_NAMES, ARTIST_COUNT],
    ],
    [
      `insert into users (id, name, email, role, taste_test_status)
       select $1 || g, 'Collector ' || g, $1 || g || '@bench.example', 'collector', 1 from generate_series(1, $2::int) g`,
      [COLLECTOR_PREFIX, COLLECTOR_COUNT],
    ],
  ]);

  await step(`${size.toLocaleString('en-US')} works`, [
    [
      `create temp table bench_styles as
       select s as id,
         array(select (1 + floor(random() * 18))::smallint from generate_series(1, 4 + 0 * s)) as colours,
         array(select (1 + floor(random() * 80))::smallint from generate_series(1, 8 + 0 * s)) as subjects,
         array(select (1 + floor(random() * 27))::smallint from generate_series(1, 3 + 0 * s)) as mediums,
         array(select (14 + floor(random() * 20))::smallint from generate_series(1, 2 + 0 * s)) as surfaces,
         array(select 0.1 + 0.8 * random() from generate_series(1, 14 + 0 * s)) as centre
       from generate_series(0, ${STYLE_COUNT - 1}) s`,
    ],
    [
      `create temp table bench_plan as
       select g as n, floor(random() * ${STYLE_COUNT})::int as style, random() as shape, 8 + floor(random() ^ 1.5 * 64) as side,
              1.15 + 0.45 * random() as ratio, random() as state, random() as sale, random() as discount, random() as framed,
              random() as title, random() as artist
       from generate_series(1, $1::int) g`,
      [size],
    ],
    [
      `insert into artworks (user_id, work_title, work_description, width, height, price, discount_percent, colors, subjects, mediums,
                             surfaces, formal, image_urls, is_framed, status, sold, created_at, updated_at)
       select '${ARTIST_PREFIX}' || (1 + floor(p.artist ^ 1.6 * ${ARTIST_COUNT}))::int,
         case when p.title < 0.5 then ($1::text[])[${skewed(TITLE_FIRST.length)} + 0 * p.n] || ' ' || ($2::text[])[${skewed(TITLE_NOUNS.length)}]
              when p.title < 0.8 then ($2::text[])[${skewed(TITLE_NOUNS.length)} + 0 * p.n] || ' at ' || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int]
              else ($2::text[])[${skewed(TITLE_NOUNS.length)} + 0 * p.n] || ' No. ' || (1 + p.n % 40) end,
         '<p>' || array_to_string(array(select ($4::text[])[${skewed(DESCRIPTION_WORDS.length)}] from generate_series(1, 12 + floor(random() * 28)::int + 0 * p.n)), ' ') || '.</p>',
         case when p.shape < 0.45 then p.side when p.shape < 0.8 then round(p.side * p.ratio * 2) / 2 else p.side end,
         case when p.shape < 0.45 then round(p.side * p.ratio * 2) / 2 when p.shape < 0.8 then p.side else p.side end,
         greatest(50, least(250000, round(exp(ln(1200) + 0.9 * (${GAUSS} + 0 * p.n))))),
         case when p.discount < 0.2 then (array[5, 10, 15, 20, 25, 30, 40, 50])[1 + floor(p.discount * 40)::int] end,
         array(select distinct case when random() < 0.8 then s.colours[1 + floor(random() * 4)::int] else (1 + floor(random() * 18))::smallint end
               from generate_series(1, 1 + floor(random() * 4)::int + 0 * p.n)),
         array(select distinct case when random() < 0.8 then s.subjects[1 + floor(random() * 8)::int] else (1 + floor(random() * 80))::smallint end
               from generate_series(1, 2 + floor(random() * 3)::int + 0 * p.n)),
         array(select distinct case when random() < 0.8 then s.mediums[1 + floor(random() * 3)::int] else (1 + floor(random() * 27))::smallint end
               from generate_series(1, 1 + floor(random() * 2)::int + 0 * p.n)),
         array[case when random() < 0.8 + 0 * p.n then s.surfaces[1 + floor(random() * 2)::int] else (14 + floor(random() * 20))::smallint end],
         coalesce((select jsonb_object_agg(a::text, round(least(1, greatest(0, s.centre[a] + 0.15 * ${GAUSS}))::numeric, 2))
                   from generate_series(1, 14) a where random() < 0.85 + 0 * p.n), '{}'::jsonb),
         jsonb_build_array(jsonb_build_object('url', '/media/artworks/' || md5(p.n::text) || '/large.webp', 'width', 1600, 'height', 1200,
           'sizes', (select jsonb_object_agg(size, jsonb_build_object('webp', '/media/artworks/' || md5(p.n::text) || '/' || size || '.webp',
                       'jpeg', '/media/artworks/' || md5(p.n::text) || '/' || size || '.jpg', 'width', px, 'height', px * 3 / 4))
                     from (values ('thumb', 120), ('card', 600), ('large', 1600)) as v(size, px)))),
         p.framed < 0.4,
         case when p.state < 0.92 then '1' when p.state < 0.98 then '0' else 'draft' end,
         case when p.state >= 0.98 or p.sale < 0.78 then 0 when p.sale < 0.95 then 1 else 2 end,
         now() - (($5::int - p.n)::float8 / $5::int) * interval '3 years' - random() * interval '2 days',
         now() - (($5::int - p.n)::float8 / $5::int) * interval '3 years'
       from bench_plan p join bench_styles s on s.id = p.style
       order by p.n`,
      [TITLE_FIRST, TITLE_NOUNS, TITLE_PLACES, DESCRIPTION_WORDS, size],
    ],
  ]);

  await step('ratings, orders of sold and held works', [
    // Each collector rates 20 to 170 works; the works are drawn with a strong lean towards some
    // (a cubed uniform draw, scattered over the ids by a multiplier prime to the size).
    [
      `insert into ratings (user_id, artwork_id, rating, source, created_at, updated_at)
       select '${COLLECTOR_PREFIX}' || c, a.lo + floor(random() ^ 3 * a.n + 0 * c)::bigint * 7919 % a.n,
              case when random() < 0.45 then 1 when random() < 0.75 then -1 else 0 end, case when r < 20 then 'quiz' else 'queue' end, now(), now()
       from (select min(id) as lo, count(*) as n from artworks) a,
            generate_series(1, ${COLLECTOR_COUNT}) c,
            lateral generate_series(1, 20 + floor(random() ^ 2 * 150)::int + 0 * c) r
       on conflict do nothing`,
    ],
    [
      `insert into orders (id, user_id, status, contact_name, contact_email, contact_phone, shipping_address, subtotal, total, created_at)
       select id, '${COLLECTOR_PREFIX}' || (1 + id % ${COLLECTOR_COUNT}), case sold when 1 then 'confirmed' else 'placed' end,
              'Collector', 'collector@bench.example', '555-0100', '1 Bench Street', buyer_price, buyer_price, created_at + interval '3 days'
       from artworks where sold in (1, 2)`,
    ],
    [
      `insert into order_items (order_id, artwork_id, title, price, discounted_price, status, hold_expires_at, decided_at)
       select id, id, work_title, price, buyer_price, case sold when 1 then 'sold' else 'held' end, now() + interval '72 hours',
              case sold when 1 then created_at + interval '4 days' end
       from artworks where sold in (1, 2)`,
    ],
    [`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`],
  ]);
}
