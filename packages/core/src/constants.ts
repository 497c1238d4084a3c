/** Business constants from the spec, named once. */

export const COMMISSION_RATE = 0.15;
/** The product's own clock: days and months of reports are counted in Chicago time. */
export const PRODUCT_TIME_ZONE = 'America/Chicago';
export const GALLERY_COMMISSION_CLAIM = 0.5;

export const NAME_MAX = 100;
export const EMAIL_MAX = 100;
export const BIO_MAX = 5000;
/** Longer than the spec's six: see docs/decisions/012-password-minimum.md. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Longest phone number a form takes (room for a country code, spaces and an extension). */
export const PHONE_MAX = 40;
/** Longest street address a profile or an order takes. */
export const ADDRESS_MAX = 300;
export const OTP_LENGTH = 6;
/** Days a change-role (invite) link stays usable. */
export const INVITE_EXPIRES_DAYS = 7;

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const DESCRIPTION_TRUNCATE = 450;
/** A page's meta description is cut here (what search results show). */
export const META_DESCRIPTION_MAX = 160;
export const GALLERY_TITLE_TRUNCATE = 70;
export const GRID_TITLE_TRUNCATE = 50;
export const MATERIALS_SHOWN_MAX = 3;

export const PROFILE_RECOMPUTE_EVERY = 5;
export const QUEUE_COUNTDOWN_SECONDS = 180;
export const QUIZ_SIZE = 20;
/** Most works an admin may put in the taste quiz. */
export const QUIZ_MAX = 60;

/** Unrated works kept in a collector's stored queue (queue_data), best first. */
export const QUEUE_SIZE = 300;
/** Works /view-gallery shows, in crowd order. */
export const CROWD_GALLERY_SIZE = 120;
/** Works the recommendations page lists. */
export const RECOMMENDATIONS_SIZE = 12;
export const SOLD_WEIGHT = 10;

export const SOLD = { available: 0, sold: 1, onHold: 2 } as const;
export type SoldState = (typeof SOLD)[keyof typeof SOLD];
export const SOLD_TOOLTIP: Record<1 | 2, string> = {
  1: 'Artwork sold',
  2: 'Artwork put on hold by collector for purchase',
};

export const RATING = { like: 1, dislike: -1, neutral: 0, unrated: -2 } as const;
/** Most ratings a visitor's browser keeps and hands over at sign-up. */
export const VISITOR_RATINGS_MAX = 500;

export const DELIVERY_FEE = 0;
/** Removing a work from the cart refreshes the cart after this long (spec/01 §4, §9). */
export const REMOVE_REFRESH_MS = 1000;
/** Most works one cart holds (a unique-works gallery, not a warehouse). */
export const CART_MAX_ITEMS = 50;
/** Most characters of the delivery notes a buyer leaves with an order. */
export const ORDER_NOTES_MAX = 1000;
export const MERCHANTS_PAGE_SIZE = 10;
export const SIDEBAR_COLLAPSE_WIDTH = 1200;
export const HOME_MARQUEE_ROWS = 4;
export const THUMBNAIL_SIZE = 60;
export const VIDEO_DIALOG_WIDTH = 600;
export const FORM_MODAL_WIDTH = 1000;
export const PASSCODE_MODAL_WIDTH = 600;

/**
 * The artists directory (/artists) and an artist's page (schemas/artists.ts re-exports these):
 * here, free of zod, because both pages are drawn without it on a first visit (decision record 037).
 */
/** Artists one directory page lists at most, and by default. */
export const ARTISTS_PAGE_SIZE_MAX = 60;
export const ARTISTS_PAGE_SIZE_DEFAULT = 24;
/** The deepest page the directory may be asked for (far past any real list). */
export const ARTISTS_OFFSET_MAX = 10_000;
/** Listed works each directory card shows in its strip, newest first. */
export const ARTIST_STRIP_SIZE = 4;
export const ARTIST_SEARCH_MAX = 100;
/** Works an artist's page lists at most, newest first (with the total of all their listed works). */
export const ARTIST_PAGE_WORKS_MAX = 100;
export const ARTIST_MESSAGES = {
  /** spec/02 §8: the artist id matches none. */
  notFound: 'User Not Found',
  badSearch: 'A search cannot hold control characters',
} as const;

/** The AR preview (spec/01 §2, §5): the rear camera at this ideal size, the work at 60% of the view. */
export const CAMERA_IDEAL = { width: 1920, height: 1080 } as const;
export const AR_ARTWORK_VIEW_SHARE = 0.6;
export const AR_OPACITY = { min: 0.3, max: 1, step: 0.01, initial: 0.95 } as const;
export const AR_SCALE = { min: 0.5, max: 2, step: 0.05, initial: 1 } as const;

/** The room (background) preview: 11 rooms, the work first drawn at 28% of the smaller side. */
export const ROOM_BACKGROUND_COUNT = 11;
export const ROOM_ARTWORK_SHARE = 0.28;
export const ROOM_SCALE = { min: 0.3, max: 3, initial: 1 } as const;
export const ROOM_OPACITY = 0.98;

export const CM_PER_INCH = 2.54;

/**
 * Sizes the product serves for every stored image: longest side in pixels. `small` is what a
 * picture about 150 to 250 pixels wide on a phone needs (the home marquee, two columns of All
 * Artworks), where the card would send 2.5 times the pixels. `medium` is what a picture drawn
 * across a phone (an artwork page's, the gallery's: about 370 CSS pixels, 650 to 1,100 device
 * pixels) or about 800 pixels wide on a desktop needs, where the large one sent up to 2.5 times
 * the pixels (decision record 045). Images stored before either was added have none, and pages
 * then use the next size up.
 */
export const IMAGE_SIZES = { thumb: 120, small: 400, card: 640, medium: 1024, large: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
/** The sizes' names, smallest first: the order they are stored in. */
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];

/**
 * How wide the large pictures are drawn (the `sizes` of their srcset of card and large). The
 * server's preload of a page's main picture uses the same, so both ask for the same file.
 */
export const PICTURE_SIZES = {
  artworkHero: '(min-width: 1000px) 58vw, 90vw',
  galleryWall: '(max-width: 640px) 90vw, 60vw',
} as const;

/**
 * A grid card's frame (work-frame.css; All Artworks, a curated set, an early access): 4 ∶ 5
 * (width over height), the picture inside a margin of 8% of the frame's width on every side, and
 * the frame's width in each layout: two columns on a phone, up to four beside the filters. A
 * picture's `sizes` comes from these and its shape (workFrameSizes).
 */
export const WORK_FRAME = {
  ratio: 4 / 5,
  margin: 0.08,
  widths: [
    { media: '(max-width: 640px)', value: 46, unit: 'vw' },
    { media: '(max-width: 1200px)', value: 30, unit: 'vw' },
    { media: null, value: 280, unit: 'px' },
  ],
} as const;

/** Pictures of the home marquee's first row that the server preloads: what a phone shows first. */
export const HOME_MARQUEE_PRELOAD = 3;

/**
 * Height of a home marquee row in CSS pixels (home-marquee.css): fixed on a phone, at most this on
 * a wider screen. A slide is as wide as its picture's ratio makes it at that height, which is the
 * `sizes` its srcset is chosen by (marqueePictureSizes).
 */
export const HOME_MARQUEE_ROW_HEIGHT = { phone: 150, phoneMaxWidth: 768, max: 188 } as const;

/**
 * Editable text snippets. Pages read them by name; the admin edits them on the snippet pages.
 * Home is split on HOME_LINE_BREAK into headline, subtitle and sub-title.
 */
export const SNIPPET = {
  home: 'Home',
  notification: 'Notification',
  queue: 'Queue',
  earlyWork: 'EarlyWork',
  city: 'City',
  welcomeCollector: 'Collector',
  welcomeArtist: 'Artist',
  welcomeMerchant: 'Merchant',
  checkOut: 'CheckOut',
  aboutUs: 'AboutUs',
  consultation: 'Consultation',
  terms: 'Terms',
  privacyPolicy: 'PrivacyPolicy',
  ourPartners: 'OurPartners',
  forArtists: 'ForArtists',
  forCollectors: 'ForCollectors',
  contact: 'Contact',
  faq: 'Faq',
  packingInstructions: 'PackingInstructions',
} as const;
export type SnippetName = (typeof SNIPPET)[keyof typeof SNIPPET];
export const SNIPPET_NAMES: readonly SnippetName[] = Object.values(SNIPPET);

/** The content pages (spec/02 §2): each shows the title and text of one snippet. */
export const CONTENT_PAGES: ReadonlyMap<string, SnippetName> = new Map([
  ['/about-us', SNIPPET.aboutUs],
  ['/for-collectors', SNIPPET.forCollectors],
  ['/for-artists', SNIPPET.forArtists],
  ['/our-partners', SNIPPET.ourPartners],
  ['/privacy-policy', SNIPPET.privacyPolicy],
  ['/terms', SNIPPET.terms],
  // Its words and scheduling link; the open times under them are read by the app.
  ['/schedule-art-consultation', SNIPPET.consultation],
]);

export const HOME_LINE_BREAK = '<br>';

/**
 * The largest id a table's integer key holds (PostgreSQL `integer`): a larger number names no row,
 * and is refused before it reaches the database.
 */
export const ID_MAX = 2_147_483_647;

/**
 * A page drawn on the server and taken over by the app (decision record 048): its first API
 * answers, as the app's query cache holds them, are in a JSON script of id `stateId`; the app's
 * entry file is named by the meta tag `entryMeta`, loaded after the page has painted, and the
 * page's own modules (space-separated) by `codeMeta`; the boot script below leaves
 * `window[takeOver]` for the app.
 */
export const DRAWN_PAGE = { stateId: 'page-state', entryMeta: 'app-entry', codeMeta: 'app-code', takeOver: '__takeOver', absent: 'data-absent' } as const;

/**
 * A drawn page's boot script, inline in the page (the server allows it by its hash in the
 * Content-Security-Policy). Until the app has taken the page over, nothing a person does is lost:
 * a click on a button and a form sent are kept from the browser, and a field typed in, chosen or
 * ticked is noted; `window[DRAWN_PAGE.takeOver]()` stops this and hands them to the app
 * (`{ clicks, submits, edits }`), which does them again (apps/web/src/app/app-root.tsx). The app's entry is
 * loaded once the page has loaded and painted, so its code does not compete with the page's
 * picture; at once in a tab that is not shown (it paints nothing). The page's own modules are
 * fetched beside the entry (module preloads, each asked for in a task of its own), rather than
 * asked for by the entry once it runs: so they come sooner, and the entry's first task does not
 * insert their preload links itself (about 15 ms of a phone's CPU on an artwork page, in the
 * take-over's longest task).
 *
 * A page is drawn as a browser with nothing stored would draw it; the state's `absent` attribute
 * names the storage keys (`session:key` or `local:key`) the drawing read as absent. Where the
 * browser holds one (a gallery's place or filter from earlier in the tab), the drawing is set
 * aside before it is seen: the state goes, #root is emptied and the app, loaded at once, draws
 * the page itself.
 */
export const DRAWN_PAGE_BOOT_SCRIPT =
  '(function(){' +
  `var state=document.getElementById('${DRAWN_PAGE.stateId}');` +
  `var absent=((state&&state.getAttribute('${DRAWN_PAGE.absent}'))||'').split(' ').filter(Boolean);` +
  "function stored(k){var at=k.indexOf(':');try{return(k.slice(0,at)==='local'?localStorage:sessionStorage).getItem(k.slice(at+1))!==null}catch(e){return false}}" +
  "if(absent.some(stored)){state.remove();document.getElementById('root').textContent='';start();return}" +
  'var clicks=[],submits=[],edits=[];' +
  'function click(e){var b=e.target instanceof Element?e.target.closest(\'button,[role="button"]\'):null;' +
  'if(b&&!b.disabled){e.preventDefault();e.stopImmediatePropagation();clicks.push(b)}}' +
  'function submit(e){e.preventDefault();if(submits.indexOf(e.target)<0)submits.push(e.target)}' +
  'function edit(e){var t=e.target;if(/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)&&edits.indexOf(t)<0)edits.push(t)}' +
  "var on=[['click',click],['submit',submit],['input',edit],['change',edit]];" +
  'on.forEach(function(l){document.addEventListener(l[0],l[1],true)});' +
  `window.${DRAWN_PAGE.takeOver}=function(){on.forEach(function(l){document.removeEventListener(l[0],l[1],true)});` +
  'return{clicks:clicks.splice(0),submits:submits.splice(0),edits:edits.splice(0)}};' +
  "function start(){var h=document.head,s=document.createElement('script');s.type='module';" +
  `s.src=document.querySelector('meta[name="${DRAWN_PAGE.entryMeta}"]').content;h.appendChild(s);` +
  `var c=document.querySelector('meta[name="${DRAWN_PAGE.codeMeta}"]');` +
  // One task each: asking for a file is 2-10 ms of a phone's CPU, and eight in one task blocked it.
  "if(c)c.content.split(' ').forEach(function(u){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)})})}" +
  'function later(){if(document.hidden)start();else requestAnimationFrame(function(){setTimeout(start)})}' +
  "if(document.readyState==='complete')later();else addEventListener('load',later)})();";
