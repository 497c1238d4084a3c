import { HOME_LINE_BREAK, SNIPPET } from '@vernissage/core/constants';
import type { DemoSnippet } from '../types.ts';
import { PRIVACY_HTML, TERMS_HTML } from './legal.ts';

const section = (title: string, ...paras: string[]): string => `<h2>${title}</h2>${paras.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('')}`;
const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const FAQ: ReadonlyArray<readonly [string, string]> = [
  ['What is the taste test?', 'Twenty artworks, one at a time. Like or pass on each one: the next work comes once you have rated the one in front of you, so every answer counts. From your answers {product} learns which colours, subjects, materials and qualities (calm or lively, smooth or textured, real or abstract) you respond to, and hangs a gallery ranked for you.'],
  ['Do I have to take the taste test?', 'No. Without it you see works ranked by what collectors like overall. The test takes about three minutes and makes your gallery yours.'],
  ['Are the works originals?', 'Almost all are unique originals: paintings, drawings and works on paper. A few are limited-edition prints, always marked with the edition size.'],
  ['How does buying work?', 'Add a work to your cart and check out. The work is held for you at once so nobody else can buy it, and our team contacts you within one business day to confirm delivery and payment.'],
  ['What does delivery cost?', 'Delivery within the Chicago area is included. We coordinate with the artist and, for larger works, with a professional art handler.'],
  ['Can I see a work in person first?', 'Often, yes. Ask the artist through the Ask a question button on the work; many are happy to arrange a studio visit.'],
  ['Can I make an offer?', 'Yes. Use Make an offer on the artwork page. The artist sees your offer and replies by e-mail.'],
  ['What if the work is not what I expected?', 'Tell us within 14 days of delivery. If the work is not as described, we arrange its return and a full refund. See the Terms for details.'],
  ['I am an artist. How do I sell on {product}?', 'Create an artist account, complete your profile and list your works. We take a 15% commission only when a work sells; galleries commonly take 50% or more.'],
  ['Why only Chicago?', 'We deliver and hang every work ourselves, so we start where we can do that well. More cities are coming.'],
];

export function makeSnippets(): DemoSnippet[] {
  const s = (name: DemoSnippet['name'], title: string | null, content: string, status: '0' | '1' = '1'): DemoSnippet => ({ name, title, content, status });
  return [
    s(SNIPPET.home, 'Home', [
      'Art that knows your taste',
      'Like or pass on a few works, and we hang a gallery that is yours alone.',
      'Original paintings, prints and works on paper from artists in the Chicago area.',
    ].join(HOME_LINE_BREAK)),
    s(SNIPPET.notification, 'Scheduled maintenance', '<p>{product} will be unavailable on Sunday between 2:00 and 3:00 a.m. Central time for scheduled maintenance. Your cart and ratings are kept.</p>', '0'),
    s(SNIPPET.queue, 'Your gallery', '<p>Your gallery is ranked by your taste. Like or pass on works as you go: every few ratings we re-hang it, and the works you are most likely to love move to the front.</p>'),
    s(SNIPPET.earlyWork, 'Early access', '<p>Before a new collection is released, collectors with a passcode see it first. Enter the passcode from your invitation to view the works and reserve one before anyone else.</p>'),
    s(SNIPPET.city, 'Chicago only, for now', '<p>{product} currently serves only the Chicago area. We deliver and hang every work ourselves, and we would rather do that well in one city than badly in many. If you live elsewhere, sign up anyway: we will tell you when we reach you.</p>'),
    s(SNIPPET.welcomeCollector, 'Welcome to {product}', '<p>Welcome! You are a few minutes away from a gallery hung just for you.</p><p>Start with the taste test: twenty works, like or pass. There are no wrong answers, only your taste. When you finish, your gallery is ready, and it keeps learning as you go.</p>'),
    s(SNIPPET.welcomeArtist, 'Welcome, artist', '<p>Welcome to {product}. We are glad your work is here.</p><p>Complete your profile (a short bio, your education and exhibitions, a photo or logo), then list your first works with good photographs and honest sizes. Collectors who are likely to love your work will see it first. We take 15% only when a work sells.</p><p>Questions? Write to {email}.</p>'),
    s(SNIPPET.welcomeMerchant, 'Welcome to {product} for galleries and studios', '<p>Welcome. Your gallery or studio can now list works on {product}.</p><p>Add your artists\' works with sizes, materials and prices; mark editions clearly. Orders are held for you and our team coordinates delivery with you directly. Your account manager is reachable at {email} or {phone}.</p>'),
    s(SNIPPET.checkOut, 'Almost yours', '<p>When you place your order, the works are held for you at once: nobody else can buy them. Our team will contact you within one business day to confirm payment and arrange delivery within the Chicago area, which is included.</p>'),
    s(SNIPPET.aboutUs, 'About {product}', [
      section('Art that finds you', '{product} is a marketplace for original, physical art made by artists in and around Chicago. Instead of asking you to scroll through thousands of works, we ask you a few questions the way a good gallerist would: we show you twenty works and watch what you like.'),
      section('The taste test', 'Every work on {product} is described by its colours, its subjects, its materials and fourteen formal qualities: representational or abstract, calm or dynamic, smooth or textured, light or dark, and more. Your likes and passes build a taste profile, and your gallery is ranked by how well each work matches it. You can always see why a work was shown to you.'),
      section('Fair to artists', 'Galleries commonly take 50% or more of a sale. {product} takes 15%. Artists keep the rest, set their own prices and own their relationships with collectors.'),
      section('Chicago first', 'We coordinate the delivery and hanging of every work ourselves, so we serve the Chicago area only, for now. Our team lives here, visits studios here and meets many of our artists in person.'),
      section('Talk to us', 'Write to {email} or call {phone}. We read everything.'),
    ].join('')),
    s(SNIPPET.consultation, 'Schedule an art consultation', '<p>Not sure where to start, or looking for something for a particular wall? Book a free 30-minute video call with one of our art advisers. Bring photos of your room; we bring works we think you will love, from artists you can meet.</p><p>Consultations are free and there is no obligation to buy.</p>'),
    s(SNIPPET.terms, 'Terms of Service', TERMS_HTML),
    s(SNIPPET.privacyPolicy, 'Privacy Policy', PRIVACY_HTML),
    s(SNIPPET.ourPartners, 'Our partners', [
      '<p>A work of art is only finished when it is on your wall. These Chicago businesses help us get it there.</p>',
      section('Framing', '<strong>Clark Street Framemakers</strong> (Andersonville) builds conservation frames in hardwood and aluminium, with museum glass on request. <strong>North Branch Framing</strong> handles large and unusual formats.'),
      section('Art handling and installation', '<strong>Lakeside Fine Art Services</strong> crates, moves and installs works of every size, and carries fine-art insurance in transit.'),
      section('Shipping', '<strong>Great Lakes Art Transport</strong> delivers across Chicagoland in climate-controlled vans, with two-person white-glove delivery.'),
      section('Galleries and studios', '<strong>Halsted Street Gallery</strong> and <strong>Pilsen Print Works</strong> list works on {product} and host our collector evenings.'),
      section('Become a partner', 'Framer, handler, gallery or studio? Write to {email}.'),
    ].join('')),
    s(SNIPPET.forArtists, 'For artists', [
      section('Reach collectors who will love your work', '{product} shows each collector the works that match their taste first. Your paintings reach the people most likely to buy them, not just those who happen to scroll past.'),
      section('Keep 85%', 'We take a 15% commission when a work sells, and nothing otherwise. Galleries commonly take 50% or more. You set your prices; discounts are your choice.'),
      section('We handle the hard parts', ul('Holds and checkout, so a unique work is never sold twice', 'Delivery coordination with professional art handlers across Chicago', 'Questions and offers from collectors, forwarded to you', 'Exhibitions and early-access releases for new collections')),
      section('How to start', 'Create an artist account, fill in your profile and list your first works with good photographs and accurate sizes and materials. Our team reviews new artists within a few days.'),
    ].join('')),
    s(SNIPPET.forCollectors, 'For collectors', [
      section('A gallery hung for you', 'Take the taste test: twenty works, like or pass. {product} learns what you respond to and ranks every available work for you. The more you rate, the better it gets.'),
      section('Original art from Chicago artists', 'Paintings, drawings, works on paper and a few limited-edition prints, from more than two dozen artists and studios in the Chicago area. Most works are one of a kind.'),
      section('Buy with confidence', ul('Works are held for you the moment you check out', 'Delivery in the Chicago area is included', '14 days to tell us if a work is not as described', 'Ask the artist anything, or make an offer')),
      section('Need help choosing?', 'Schedule a free art consultation with one of our advisers.'),
    ].join('')),
    s(SNIPPET.contact, 'Contact us', '<p>We are happy to help with anything: an order, a work, your account or a partnership.</p><ul><li>E-mail: {email}</li><li>Phone: {phone} (Monday to Friday, 9 a.m. to 5 p.m. Central)</li></ul><p>We answer within one business day.</p>'),
    s(SNIPPET.faq, 'Frequently asked questions', FAQ.map(([q, a]) => `<h3>${q}</h3><p>${a}</p>`).join('')),
    s(SNIPPET.packingInstructions, 'Packing instructions', [
      '<p>Thank you for preparing a sold work. Please pack it so it arrives exactly as it left your studio.</p>',
      section('Works on canvas or panel', ul('Wrap the work in glassine or acid-free tissue, never bubble wrap directly on the paint surface', 'Protect the corners with cardboard corner guards', 'Wrap in two layers of bubble wrap, bubbles facing out', 'Place in a double-wall box with at least 2 inches of padding on every side')),
      section('Works on paper', ul('Place between two sheets of acid-free board, larger than the work', 'Never roll a work on paper unless it was made to be rolled', 'Framed works: tape an X across the glass with painter\'s tape')),
      section('Before pickup', 'Label the box with the order number and "Fragile: Artwork", and photograph the work and the packing. Our art handler will pick it up at the agreed time. Questions: {email}.'),
    ].join('')),
  ];
}
