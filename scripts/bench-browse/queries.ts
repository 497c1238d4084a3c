/**
 * The browse requests the benchmark times: what All Artworks asks as people use it. Each is the
 * query string of GET /api/artworks/browse; `page` > 1 follows nextCursor that many pages first.
 */
export interface BrowseCase {
  name: string;
  query: string;
  page?: number;
}

const COLOUR_PRICE = 'colours=4&minPrice=500&maxPrice=2000';

export const BROWSE_CASES: BrowseCase[] = [
  { name: 'popular (the default), no filter', query: 'sort=popular' },
  { name: 'newest, no filter', query: 'sort=newest' },
  { name: 'price low to high, no filter', query: 'sort=price-asc' },
  { name: 'price high to low, no filter', query: 'sort=price-desc' },
  { name: 'colour + price range', query: COLOUR_PRICE },
  { name: 'colour + price range, price low to high', query: `${COLOUR_PRICE}&sort=price-asc` },
  { name: 'subject + portrait, newest', query: 'subjects=12&orientation=portrait&sort=newest' },
  { name: 'formal axis range', query: 'f1=0.7-1' },
  { name: 'two formal ranges, newest', query: 'f1=0.6-1&f8=0-0.4&sort=newest' },
  { name: 'width and height ranges, newest', query: 'minWidth=24&maxWidth=48&minHeight=24&maxHeight=48&sort=newest' },
  { name: 'medium + surface + framed, price high to low', query: 'mediums=3&surfaces=16&framed=true&sort=price-desc' },
  { name: 'one artist, newest', query: 'artistId=bench-artist-7&sort=newest' },
  { name: 'search: a word', query: 'q=harbour' },
  { name: 'search: a less common word', query: 'q=lighthouse' },
  { name: 'search: two words', query: 'q=quiet%20lake' },
  { name: 'search: typing, 1 letter', query: 'q=h' },
  { name: 'search: typing, 3 letters', query: 'q=har' },
  { name: 'search: a word + a prefix being typed', query: 'q=lake%20sh' },
  { name: 'search + colours + landscape, newest', query: 'q=evening&colours=2,9&orientation=landscape&sort=newest' },
  { name: 'subjects + price + formal range, price low to high', query: 'subjects=5,6&minPrice=300&maxPrice=3000&f3=0.5-1&sort=price-asc' },
  { name: 'sold and held too, newest', query: 'available=false&sort=newest' },
  { name: 'page 2: popular', query: 'sort=popular', page: 2 },
  { name: 'page 2: newest', query: 'sort=newest', page: 2 },
  { name: 'page 2: price low to high', query: 'sort=price-asc', page: 2 },
  { name: 'page 2: colour + price range', query: COLOUR_PRICE, page: 2 },
  { name: 'page 50: newest', query: 'sort=newest', page: 50 },
];
