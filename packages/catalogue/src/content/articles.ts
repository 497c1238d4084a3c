import { Canvas } from '../canvas.ts';
import { workPalette, type PaletteName } from '../palettes.ts';
import { forkRng } from '../prng.ts';
import { drawStyle } from '../styles/index.ts';
import type { DemoArticle, DemoStyle } from '../types.ts';

interface ArticleSource {
  kind: DemoArticle['kind'];
  title: string;
  url: string;
  dateRange: string;
  authorName: string;
  body: readonly string[];
  cover: readonly [DemoStyle, PaletteName, string?];
  publishedDaysAgo: number;
  external?: string;
  /** An event's day, in days after the catalogue's reference day (2026-11-01). */
  eventDaysAhead?: number;
}

const SOURCES: readonly ArticleSource[] = [
  { kind: 'education', title: 'Oil, Acrylic or Gouache? A Collector\'s Guide to Paint', url: 'oil-acrylic-gouache-guide', dateRange: 'January 2026', authorName: 'Maya Lindgren', cover: ['still-life', 'terracotta', 'table'], publishedDaysAgo: 40, body: [
    'Most paintings you will see on {product} are made with one of three kinds of paint. Knowing the difference helps you read a work and care for it.',
    '<strong>Oil paint</strong> dries slowly, over days or weeks, which lets a painter blend and rework. It gives deep, rich colour and a surface that can be smooth as glass or thick with brush marks. Oil paintings want stable temperatures and no direct sun.',
    '<strong>Acrylic</strong> dries in minutes and stays flexible. It allows crisp edges and flat, even colour, which is why hard-edged abstraction and stripes are so often acrylic. It is robust and easy to live with.',
    '<strong>Gouache</strong> is an opaque watercolour, matte and velvety. It is usually on paper and should be framed behind glass.',
  ] },
  { kind: 'education', title: 'How to Frame a Work on Paper', url: 'how-to-frame-works-on-paper', dateRange: 'December 2025', authorName: 'Daniel Osei', cover: ['pattern', 'linen', 'squares'], publishedDaysAgo: 75, body: [
    'A watercolour, drawing or print deserves a frame that protects it for decades. Three things matter most.',
    '<strong>Acid-free materials.</strong> The mat and backing board should be conservation grade, or the paper will yellow where it touches them.',
    '<strong>Glazing.</strong> UV-filtering glass or acrylic slows fading. Museum glass also removes most reflections.',
    '<strong>Space.</strong> The work should never touch the glass; a mat or spacer keeps an air gap. Our partner framers can advise on all of this.',
  ] },
  { kind: 'education', title: 'Caring for Original Art at Home', url: 'caring-for-original-art', dateRange: 'November 2025', authorName: 'Maya Lindgren', cover: ['colour-field', 'sage', 'stacked'], publishedDaysAgo: 110, body: [
    'Original art is sturdier than people think, but a few habits keep it at its best.',
    'Hang works away from direct sunlight, radiators and bathrooms. Dust canvases gently with a soft, dry brush, never a damp cloth. Lift a painting by both sides of the frame, not by the top bar or the wire.',
    'If something goes wrong (a dent in a canvas, mould on paper), do not try to fix it yourself. A conservator can usually help, and the artist may be able to advise.',
  ] },
  { kind: 'education', title: 'Starting a Collection on a Budget', url: 'starting-a-collection-on-a-budget', dateRange: 'October 2025', authorName: 'Priya Desai', cover: ['geometric', 'candy', 'blobs'], publishedDaysAgo: 150, body: [
    'You do not need to be wealthy to collect art. You need a little patience and a clear sense of what you love, which the taste test helps with.',
    'Works on paper and small canvases by emerging artists often cost a few hundred dollars. Limited-edition prints are another way in. Buy what moves you rather than what you think will rise in value; live with it for a while before buying the next piece.',
    'Talk to artists. Many offer payment plans or studio sales, and knowing the story behind a work makes it more yours.',
  ] },
  { kind: 'education', title: 'What Do "Kiki" and "Bouba" Have to Do With Your Taste?', url: 'kiki-bouba-and-your-taste', dateRange: 'September 2025', authorName: 'Priya Desai', cover: ['geometric', 'bauhaus', 'shards'], publishedDaysAgo: 190, body: [
    'Show people a spiky shape and a rounded one and ask which is "kiki" and which is "bouba": almost everyone, in every language, gives the same answer. Shapes carry feelings.',
    'The taste test uses fourteen qualities like this, from representational versus abstract to high versus low contrast. Few people can say in words that they prefer sharp, dynamic, high-contrast pictures, but their likes say it clearly.',
  ] },
  { kind: 'blog', title: 'Studio Visit: Painting the Lake in Winter', url: 'studio-visit-painting-the-lake-in-winter', dateRange: 'February 2026', authorName: 'Jonah Reyes', cover: ['landscape', 'ice', 'lake'], publishedDaysAgo: 12, body: [
    'On the coldest morning of January we climbed three flights of stairs to a studio overlooking the lake. The radiators clanked; the light was extraordinary.',
    'The artist paints from small sketches made on walks along the shore, then works up larger canvases over weeks. "The lake is never the same colour twice," she told us. "I am trying to catch one of them."',
  ] },
  { kind: 'blog', title: 'Why We Charge 15%', url: 'why-we-charge-15-percent', dateRange: 'January 2026', authorName: 'The {product} team', cover: ['stripes', 'riviera', 'vertical'], publishedDaysAgo: 35, body: [
    'Galleries do essential work, and commonly take half of every sale for it. Online, much of that work (finding collectors, handling sales) can be done differently.',
    'Our taste engine does the introducing; our small team handles holds, delivery and questions. That lets us take 15% and still pay for the service collectors expect. Artists set their prices and keep 85%.',
  ] },
  { kind: 'blog', title: 'Five Works We Cannot Stop Looking At', url: 'five-works-we-cannot-stop-looking-at', dateRange: 'December 2025', authorName: 'Maya Lindgren', cover: ['figure', 'ember', 'portrait'], publishedDaysAgo: 70, body: [
    'Every month the team picks a few works that stopped us in our tracks. This month: a quiet portrait in deep reds, a night skyline with the lake below it, a stripe painting that seems to vibrate, a still life of three bottles, and a pattern drawn entirely by hand.',
    'None of them are alike, and that is the point: your gallery will look nothing like ours.',
  ] },
  { kind: 'blog', title: 'Hanging Art: The 57-Inch Rule and When to Break It', url: 'hanging-art-57-inch-rule', dateRange: 'November 2025', authorName: 'Daniel Osei', cover: ['cityscape', 'goldNavy', 'night'], publishedDaysAgo: 120, body: [
    'Museums hang works with their centre at about 57 inches from the floor, average eye height. It is a good starting point at home too.',
    'Break it above a sofa (leave 8 to 10 inches between the sofa back and the frame), in a stairwell (follow the slope) and in a dining room, where people look at art sitting down.',
  ] },
  { kind: 'exhibition', title: 'Lake Effect: New Landscapes', url: 'lake-effect-new-landscapes', dateRange: 'March 6 – April 18, 2026', authorName: 'Halsted Street Gallery', cover: ['landscape', 'harbour', 'coast'], publishedDaysAgo: 5, body: [
    'Six painters look at the lake, the dunes and the prairie, in oil, watercolour and encaustic. Some works are observed on the spot, others remembered years later.',
    'Opening reception Friday, March 6, 6 to 9 p.m. All works are available on {product}.',
  ] },
  { kind: 'exhibition', title: 'Hard Edge / Soft Edge', url: 'hard-edge-soft-edge', dateRange: 'January 15 – February 28, 2026', authorName: 'The {product} team', cover: ['colour-field', 'ember', 'stacked'], publishedDaysAgo: 45, body: [
    'Two ways of making an abstract painting: crisp geometry laid down with tape and a steady hand, and fields of colour that blur at their edges. Seen side by side, each makes the other look new.',
  ] },
  { kind: 'exhibition', title: 'Pulled by Hand: Prints from Pilsen', url: 'pulled-by-hand-prints-from-pilsen', dateRange: 'November 1 – December 20, 2025', authorName: 'Pilsen Print Works', cover: ['pattern', 'bauhaus', 'truchet'], publishedDaysAgo: 100, body: [
    'Screen prints, lithographs and woodcuts made at Pilsen Print Works with eight visiting artists. Small editions, printed by hand, signed and numbered.',
  ] },
  { kind: 'exhibition', title: 'Faces of the Neighbourhood', url: 'faces-of-the-neighbourhood', dateRange: 'September 12 – October 25, 2025', authorName: 'The {product} team', cover: ['figure', 'riviera', 'group'], publishedDaysAgo: 170, body: [
    'Portraits and figure paintings by artists who paint the people around them: neighbours, families, dancers, friends.',
  ] },
  { kind: 'news', title: '{product} Opens to Chicago Collectors', url: 'product-opens-to-chicago-collectors', dateRange: 'February 2, 2026', authorName: 'The {product} team', cover: ['cityscape', 'midnightNeon', 'night'], publishedDaysAgo: 20, body: [
    'After a year of testing with a few hundred collectors, {product} is open to everyone in the Chicago area. Take the taste test and see your gallery in three minutes.',
  ] },
  { kind: 'news', title: 'Open Studios Weekend in Pilsen', url: 'open-studios-weekend-pilsen', dateRange: 'November 14–15, 2026', eventDaysAhead: 13, authorName: 'Pilsen Print Works', cover: ['stripes', 'mintCoral', 'diagonal'], publishedDaysAgo: 8, body: [
    'Fourteen studios open their doors from 11 a.m. to 6 p.m. both days. Pick up a map at Pilsen Print Works.',
  ] },
  { kind: 'news', title: 'Artist Talk: Colour and Memory', url: 'artist-talk-colour-and-memory', dateRange: 'November 12, 2026, 6:30 p.m.', eventDaysAhead: 11, authorName: 'Halsted Street Gallery', cover: ['colour-field', 'sunset', 'horizon'], publishedDaysAgo: 3, body: [
    'A conversation with three painters about how remembered places turn into colour. Free; seating is limited.',
  ] },
  { kind: 'news', title: 'Local Marketplace Pairs Collectors With Art by Taste', url: 'local-marketplace-pairs-collectors-with-art', dateRange: 'January 28, 2026', authorName: 'Chicago Arts Weekly', cover: ['geometric', 'magentaPop', 'constructivist'], publishedDaysAgo: 27, external: 'https://example.com/chicago-arts-weekly/marketplace-pairs-collectors-with-art', body: [
    'A profile of {product} and its taste test, with interviews with three artists who sell on the platform.',
  ] },
  { kind: 'news', title: 'Five Chicago Painters to Watch This Spring', url: 'five-chicago-painters-to-watch', dateRange: 'March 1, 2026', authorName: 'Lakeshore Review', cover: ['figure', 'orchid', 'dancers'], publishedDaysAgo: 15, external: 'https://example.org/lakeshore-review/painters-to-watch-spring', body: [
    'Two of the five painters in this round-up list their work on {product}.',
  ] },
];

function cover(seed: number, index: number, [style, palette, variant]: ArticleSource['cover']): string {
  const rng = forkRng(seed, 'article', index);
  // Article images are cropped at 3:2, so the covers are drawn at that ratio.
  const canvas = new Canvas(1200, 800, rng);
  drawStyle(style, canvas, workPalette(palette, rng), variant);
  return canvas.toSvg(null);
}

export function makeArticles(seed: number): DemoArticle[] {
  return SOURCES.map((s, i) => {
    const description = s.body.map((p) => `<p>${p}</p>`).join('');
    const article: DemoArticle = {
      kind: s.kind,
      title: s.title,
      url: s.url,
      description,
      dateRange: s.dateRange,
      authorName: s.authorName,
      coverSvg: cover(seed, i, s.cover),
      publishedDaysAgo: s.publishedDaysAgo,
    };
    if (s.kind === 'news') {
      article.isApproved = s.external ? 2 : 1;
      article.externalUrl = s.external ?? null;
      if (s.eventDaysAhead !== undefined) article.eventDaysAhead = s.eventDaysAhead;
    }
    if (s.kind === 'education') {
      article.metaTitle = `${s.title} | {product} Education`;
      article.metaDescription = s.body[0]?.replace(/<[^>]+>/g, '').slice(0, 155) ?? null;
    }
    return article;
  });
}
