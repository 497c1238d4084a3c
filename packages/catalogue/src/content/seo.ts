import type { DemoSeo } from '../types.ts';

const INDEX = 'index, follow';
const NOINDEX = 'noindex, nofollow';

// Members' pages (the gallery, the quiz, the checkout) are kept out of search results, as robots.txt keeps crawlers out of them.
const PAGES: ReadonlyArray<readonly [string, string, string, string, string?]> = [
  ['Home', '/', '{product} — Original art, ranked for your taste', 'Take a three-minute taste test and discover original paintings and works on paper by Chicago-area artists, ranked for you.'],
  ['Gallery', '/gallery', 'Your gallery | {product}', 'Original artworks ranked by your taste profile. Like or pass to refine what you see.', NOINDEX],
  ['View gallery', '/view-gallery', 'Gallery of original art | {product}', 'Browse original paintings, drawings and prints from Chicago-area artists, ranked by what collectors love.'],
  ['Taste quiz', '/tastequiz', 'Take the taste test | {product}', 'Twenty artworks, like or pass: find out what kind of art you love and get a gallery hung for you.', NOINDEX],
  ['All artworks', '/all-artworks', 'All artworks for sale | {product}', 'Every available original artwork on {product}: filter by colour, subject, medium, size and price.'],
  ['Artists', '/artists', 'Chicago artists | {product}', 'Meet the painters, printmakers and studios selling original work on {product}.'],
  ['About us', '/about-us', 'About {product}', 'A marketplace for original art from Chicago artists, with a taste engine and a fair 15% commission.'],
  ['For artists', '/for-artists', 'Sell your art on {product} — 15% commission', 'Reach collectors who are likely to love your work. Keep 85% of every sale; we handle holds and delivery.'],
  ['For collectors', '/for-collectors', 'Buy original art you will love | {product}', 'A gallery ranked for your taste, original works from local artists, and delivery in Chicago included.'],
  ['Terms', '/terms', 'Terms of Service | {product}', 'The terms for buying and selling original art on {product}.'],
  ['Privacy policy', '/privacy-policy', 'Privacy Policy | {product}', 'What {product} collects, why, and the choices you have.'],
  ['Our partners', '/our-partners', 'Our partners | {product}', 'The framers, art handlers, shippers and galleries who help us bring art home.'],
  ['Exhibitions', '/exhibitions', 'Exhibitions | {product}', 'Online exhibitions of new work from Chicago-area artists.'],
  ['Blogs', '/blogs', 'Journal | {product}', 'Studio visits, collecting advice and stories from the Chicago art scene.'],
  ['Education', '/education', 'Learn about art | {product}', 'Short guides to mediums, framing, caring for art and building a collection.'],
  ['News and events', '/news-events', 'News and events | {product}', 'Openings, talks, fairs and news from {product} and our artists.'],
  ['Early access', '/early-access', 'Early access | {product}', 'See new collections before they are released, with your early-access passcode.'],
  ['Schedule art consultation', '/schedule-art-consultation', 'Schedule a free art consultation | {product}', 'Book a free 30-minute call with an art adviser to find the right work for your space.'],
  ['Check out', '/check-out', 'Checkout | {product}', 'Review your cart and place your order.', NOINDEX],
  ['Checkout', '/checkout', 'Checkout | {product}', 'Review your cart and place your order.', NOINDEX],
  ['Purchase success', '/purchase-sucess', 'Thank you for your order | {product}', 'Your order is placed and the works are held for you.', NOINDEX],
];

export function makeSeo(): DemoSeo[] {
  return PAGES.map(([pageName, pageUrl, metaTitle, metaDescription, robot]) => ({
    pageName,
    pageUrl,
    metaTitle,
    metaDescription,
    metaRobot: robot ?? INDEX,
  }));
}
