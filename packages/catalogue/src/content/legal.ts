/** The Terms of Service and Privacy Policy documents. {product}, {email} and {phone} are substituted by the app. */

const h = (title: string, ...paras: string[]): string => `<h2>${title}</h2>${paras.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('')}`;
const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const TERMS_HTML = [
  '<p>These terms govern your use of {product}, an online marketplace where artists, galleries and studios ("sellers") list physical artworks and collectors ("buyers") buy them. By creating an account or placing an order you agree to them. Last updated: January 2026.</p>',
  h('1. Accounts', 'You must be at least 18 years old and give accurate information. You are responsible for your password and for everything done with your account. Tell us at once at {email} if you think someone else has used it. We may suspend accounts that break these terms.'),
  h('2. Listings', 'Sellers must own the works they list, or be authorised to sell them, and describe them honestly: title, size, materials, edition, framing, condition and price. Photographs must show the actual work. We may remove a listing that is inaccurate, infringes rights or breaks these terms.'),
  h('3. Purchases and holds', 'When you check out, each work in your order is placed on hold for you so that no one else can buy it. An order is a binding offer to buy at the listed price (less any discount shown). Our team contacts you to confirm payment and delivery; the sale is complete when we mark the work as sold. If payment is not completed within 7 days, the hold may be released and the work offered again. Offers made through the site are not binding until the seller accepts them in writing.'),
  h('4. Fees and commission', '{product} charges sellers a commission of 15% of the sale price of each work sold. There is no listing fee. Buyers pay the listed price; delivery within the Chicago area is included.'),
  h('5. Shipping and delivery', 'We coordinate collection from the seller and delivery to you, using professional art handlers for larger works. Risk passes to you on delivery. Please inspect the work when it arrives and report any damage within 48 hours, with photographs.'),
  h('6. Returns', 'If a work is materially different from its description or arrives damaged, tell us within 14 days of delivery. We will arrange its return in its original packing and refund the price in full. Works that match their description are not returnable unless the seller agrees. Commissioned works are not returnable.'),
  h('7. Prohibited use', 'You may not:', ul('list works you do not have the right to sell, or reproductions described as originals', 'arrange to complete a sale found on {product} outside the site to avoid the commission', 'scrape, copy or bulk-download the site or its images', 'interfere with the site, its security or other users', 'post unlawful, hateful or misleading content')),
  h('8. Intellectual property', 'Artists keep the copyright in their works. By listing, a seller allows {product} to display images of the work to promote it. Buying a work gives you the physical object, not its copyright.'),
  h('9. Liability', '{product} provides the marketplace "as is". To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the commission we received on the sale concerned. Nothing in these terms limits liability that cannot be limited by law.'),
  h('10. Changes', 'We may update these terms. We will tell registered users by e-mail before material changes take effect; continued use after that means you accept them.'),
  h('11. Governing law', 'These terms are governed by the laws of the State of Illinois. Disputes will be heard by the state and federal courts located in Cook County, Illinois.'),
  h('12. Contact', 'Questions about these terms: {email} or {phone}.'),
].join('');

export const PRIVACY_HTML = [
  '<p>This policy explains what {product} collects about you, why, and the choices you have. Last updated: January 2026.</p>',
  h('What we collect', ul(
    '<strong>Account information:</strong> name, e-mail, phone, city, and for artists a bio, education and exhibition history and images.',
    '<strong>Taste information:</strong> your likes and passes in the taste test and gallery, and the taste profile computed from them.',
    '<strong>Activity:</strong> pages and artworks you view and click events such as opening a work, playing a video or adding to the cart.',
    '<strong>Orders:</strong> the works you hold or buy, delivery address and communication with our team. We do not store card numbers.',
    '<strong>Technical data:</strong> IP address, browser type and device, used for security and to keep the site working.',
  )),
  h('Why we use it', ul('to rank artworks for your taste and explain why a work was shown', 'to process orders, holds and deliveries', 'to forward your questions and offers to sellers', 'to keep accounts secure and prevent fraud', 'to improve the site, using aggregated statistics')),
  h('Cookies', 'We use a session cookie to keep you signed in and to remember your cart. We do not use advertising cookies or sell data to advertisers.'),
  h('E-mail', 'We send e-mails you need: sign-in codes, password resets, order confirmations and replies from sellers. News and early-access invitations are sent only if you agree, and every one has an unsubscribe link.'),
  h('Sharing', 'We share what is needed with the seller of a work you order or ask about, with our art handlers to deliver it, and with service providers who host the site and send e-mail for us, under contracts that protect your data. We disclose data when the law requires it.'),
  h('Retention', 'We keep account and taste data while your account is open. Order records are kept for seven years for tax and accounting. Click events are kept for 24 months, then aggregated or deleted.'),
  h('Your rights', 'You can see and correct your information in your profile, download your ratings, and ask us to delete your account and data. Illinois and other US residents may have further rights under state law; we honour them for everyone.'),
  h('Children', '{product} is not intended for anyone under 18, and we do not knowingly collect data from children.'),
  h('Contact', 'Privacy questions or requests: {email} or {phone}.'),
].join('');
