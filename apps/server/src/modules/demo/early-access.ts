import type { DemoCatalogue } from '@vernissage/catalogue';
import type { StoredImage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { earlyAccess, earlyAccessArtists, earlyAccessArtworks } from '../../db/schema/index.ts';
import { demoUserId } from './ids.ts';

/** The demo early access' passcode (README 'Early access'): a demo value, not a secret. */
export const DEMO_EARLY_ACCESS_PASSCODE = 'vernissage-preview';
export const DEMO_EARLY_ACCESS_TITLE = 'Spring Preview';
const DEMO_DISCOUNT = 20;
const ARTISTS = 2;
const WORKS_PER_ARTIST = 3;

/**
 * One active early access over the catalogue: the first two artists with enough works for sale,
 * three of their available works each, at 20% off, behind DEMO_EARLY_ACCESS_PASSCODE (hashed).
 * Its pictures are each artist's first chosen work.
 */
export async function insertDemoEarlyAccess(
  db: Database,
  catalogue: DemoCatalogue,
  work: { idOf: (key: string) => number; imageOf: (key: string) => StoredImage },
  passcodeHash: string,
): Promise<void> {
  const chosen = catalogue.people
    .filter((person) => person.role === 'artist')
    .map((person) => ({ person, works: catalogue.artworks.filter((work) => work.artistKey === person.key && work.sold === 0).slice(0, WORKS_PER_ARTIST) }))
    .filter(({ works }) => works.length === WORKS_PER_ARTIST)
    .slice(0, ARTISTS);
  if (chosen.length < ARTISTS) return;
  const [row] = await db
    .insert(earlyAccess)
    .values({
      title: DEMO_EARLY_ACCESS_TITLE,
      description: `<p>New works by ${chosen.map(({ person }) => person.name).join(' and ')}, shown to collectors before they reach the gallery, at ${DEMO_DISCOUNT}% off while the preview lasts.</p>`,
      earlyDate: new Date().toISOString().slice(0, 10),
      discount: DEMO_DISCOUNT,
      status: '1',
      passcodeHash,
      imageUrls: chosen.map(({ works }) => work.imageOf(works[0]!.key)),
    })
    .returning({ id: earlyAccess.id });
  const id = row!.id;
  await db.insert(earlyAccessArtists).values(chosen.map(({ person }) => ({ earlyAccessId: id, userId: demoUserId(person.key) })));
  await db.insert(earlyAccessArtworks).values(chosen.flatMap(({ works }) => works.map((chosenWork) => ({ earlyAccessId: id, artworkId: work.idOf(chosenWork.key) }))));
}
