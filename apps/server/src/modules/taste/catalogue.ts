import fp from 'fastify-plugin';
import { materialKeys } from '@vernissage/core/lookups';
import { RATING, buildFeatureIndex, chooseRidge, fitCrowd, fitProfile, type FeatureIndex, type RatedWork, type TasteFeatures, type TasteProfile } from '@vernissage/core/taste';
import { discountedPrice } from '@vernissage/core/text';
import type { GalleryWork } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { everyoneRatings } from './ratings-repository.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { localChangeFeed, type ChangeFeed } from '../../plugins/change-feed.ts';
import { loadAvailability, loadCatalogueRows, loadWorks, toGalleryWork, type CatalogueRow } from './repository.ts';

/** What filters read of a listed work, kept beside the index so filtering loads no rows. */
export interface WorkFacts {
  /** The price a buyer pays: the discounted one when there is a discount. */
  price: number;
  width: number;
  height: number;
  colours: ReadonlySet<number>;
  sold: 0 | 1 | 2;
}

/** One build of the catalogue: the feature index of listed works and what goes with it. */
export interface CatalogueSnapshot {
  version: number;
  /** Listed works only (status '1'): what queues are ranked from. */
  index: FeatureIndex;
  /** Every work, listed or not, so a history still folds after a work is hidden. */
  features: ReadonlyMap<number, TasteFeatures>;
  facts: ReadonlyMap<number, WorkFacts>;
  /** Sold works (sold = 1): each weighs ten likes in the crowd profile. */
  sold: readonly number[];
  /** Listed works not for sale (sold 1 or held 2): ranked after the available ones. */
  unavailable: ReadonlySet<number>;
}

/** What a build holds, patched in place when only works' sold state changes. */
interface BuiltSnapshot extends CatalogueSnapshot {
  facts: Map<number, WorkFacts>;
  sold: number[];
  unavailable: Set<number>;
}

/**
 * What changed of the catalogue. `availability`: only the sold state of these works (held by an
 * order, released, expired, sold): the index stays, their facts are patched and only what shows
 * them is dropped. `content`: anything else (a work listed, hidden, edited or deleted, what pages
 * show of an artist): everything built from the catalogue is built again.
 */
export type CatalogueChange = { kind: 'availability'; ids: readonly number[] } | { kind: 'content' };

/** Gallery cards kept in memory: a queue's 300 for many collectors, a few MB. */
const CARD_CACHE_SIZE = 20_000;

/** How long the crowd profile is reused before it is folded again from everyone's ratings. */
export const CROWD_REFRESH_MS = 5 * 60_000;

/**
 * Within CROWD_REFRESH_MS the crowd is also folded again once the ratings stored since its last
 * fold reach this share of those it was folded from (or the setting CROWD_REFOLD_RATINGS, if
 * more): a young marketplace's crowd follows its first collectors within a few quizzes, and a
 * grown one is folded again at most once per tenth more ratings (decision record 066).
 */
export const CROWD_REFOLD_SHARE = 0.1;

function featuresOf(row: CatalogueRow): TasteFeatures {
  const formal: Record<number, number> = {};
  for (const [id, value] of Object.entries(row.formal)) formal[Number(id)] = value;
  return {
    id: row.id,
    colours: row.colors,
    subjects: row.subjects,
    materials: materialKeys(row.mediums, row.surfaces),
    formal,
    listedAt: row.createdAt.getTime(),
  };
}

function buildSnapshot(rows: readonly CatalogueRow[], version: number): BuiltSnapshot {
  const features = new Map<number, TasteFeatures>();
  const listed: TasteFeatures[] = [];
  const facts = new Map<number, WorkFacts>();
  const sold: number[] = [];
  const unavailable = new Set<number>();
  for (const row of rows) {
    const work = featuresOf(row);
    features.set(row.id, work);
    if (row.sold === 1) sold.push(row.id);
    if (row.status !== '1') continue;
    listed.push(work);
    if (row.sold !== 0) unavailable.add(row.id);
    facts.set(row.id, {
      price: row.discountPercent ? discountedPrice(row.price, row.discountPercent) : row.price,
      width: row.width,
      height: row.height,
      colours: new Set(row.colors),
      sold: row.sold,
    });
  }
  return { version, index: buildFeatureIndex(listed), features, facts, sold, unavailable };
}

/**
 * What other modules tell the taste engine when they change works or ratings (an order holds a
 * work, the admin hides one): they depend on this, not on the engine.
 */
export interface CatalogueEvents {
  /**
   * Call after an artwork is inserted, updated, hidden or deleted, or what its pages show of the
   * artist changes (name, image, bio): `{ kind: 'content' }`; after works change only their sold
   * state (held, released, expired, sold): `{ kind: 'availability', ids }`. This process knows at
   * once; the promise resolves when every other process has been told (the change feed's notice
   * is out), so a write awaits it before it answers and the very next read anywhere shows it.
   */
  catalogueChanged(change: CatalogueChange): Promise<void>;
  /** Goes up at every content change: caches of what works show are good for one version. */
  readonly version: number;
  /**
   * Runs `listener` with the works whose sold state changed, here or in another process: a cache
   * of what shows them drops those entries (the version stays).
   */
  onAvailabilityChanged(listener: (ids: readonly number[]) => void): void;
  /**
   * Drop the crowd profile now, here and in every other process (it is otherwise refolded every
   * CROWD_REFRESH_MS). A single rating does not call it: the crowd moves little with one, and
   * each process refolds within CROWD_REFRESH_MS, as one process alone does (decision record 032).
   * Resolves once the other processes are told.
   */
  crowdChanged(): Promise<void>;
  /**
   * Call after ratings were stored, changed or cleared (committed). When enough have come since
   * the crowd's last fold (`refoldRatings`, or CROWD_REFOLD_SHARE of the ratings it was folded
   * from if more), it is folded again here and every other process is told;
   * until the new fold is made, the one in hand still answers (decision record 066).
   */
  ratingsStored(): void;
}

/**
 * The server's in-memory taste state: the feature index of the catalogue and the crowd
 * profile. Both are rebuilt lazily: a change to the works bumps the version (catalogueChanged),
 * and the next request that needs them rebuilds once while concurrent requests wait for it.
 *
 * One process holds one copy. Several processes on one PostgreSQL each keep their own: a change
 * is announced on the change feed (LISTEN/NOTIFY, plugins/change-feed.ts), and every other
 * process bumps its version when it hears it, so its caches and index are rebuilt on next use.
 *
 * A change of works' sold state alone (every order, release, expiry or sale) rebuilds nothing:
 * each process drops the cards and cached answers showing those works and patches its snapshot
 * (facts, `unavailable`, `sold`) from the works' rows, read once per batch of changes; a
 * snapshot() or crowd() asked meanwhile waits for the patch. The crowd profile reads sales only
 * (each weighs ten likes): a hold, release or expiry leaves it as it is, and a confirmed sale, rare
 * and a person's decision, has it folded again at once (decision record 035).
 */
/** The crowd's ridge penalty is measured again once the collectors who have rated grow by this factor. */
const RIDGE_REMEASURE_GROWTH = 1.25;

export class TasteCatalogue implements CatalogueEvents {
  private current = 1;
  private built: BuiltSnapshot | null = null;
  private building: Promise<BuiltSnapshot> | null = null;
  private crowdCache: { version: number; at: number; profile: TasteProfile; ratings: number } | null = null;
  private crowdBuilding: Promise<TasteProfile> | null = null;
  /** Goes up each time the crowd is dropped: a fold begun before it is not kept. */
  private crowdDrops = 0;
  /** Ratings stored here since the last fold began (ratingsStored). */
  private ratingsSinceFold = 0;
  /** Enough new ratings came (here or in another process): the next crowd() folds again. */
  private crowdDue = false;
  /** The ridge penalty the last measuring chose, when, and from how many collectors (ridgeFor). */
  private ridgeChoice: { ridge: number; at: number; collectors: number } | null = null;
  /** The crowd the quiz chooses by, renewed only by time or a drop (quizCrowd). */
  private quizCrowdCache: { version: number; at: number; drops: number; profile: TasteProfile } | null = null;
  /** Gallery cards by id, for the catalogue version they were loaded in. */
  private readonly cards = new VersionedCache<GalleryWork>(CARD_CACHE_SIZE);
  /** How many times each was built, and the snapshot patched (tests assert requests reuse them). */
  readonly stats = { indexBuilds: 0, crowdBuilds: 0, patches: 0, ridgeChoices: 0 };
  private readonly availabilityListeners: Array<(ids: readonly number[]) => void> = [];
  /** Works whose sold state changed, for the next patch of the snapshot. */
  private readonly toPatch = new Set<number>();
  /** The patch waiting to start (it takes every id in toPatch when it does), if any. */
  private queuedPatch: Promise<void> | null = null;
  /** The last patch: patches run one after another, each reading the rows after the one before. */
  private lastPatch: Promise<void> = Promise.resolve();
  private patchesRunning = 0;

  constructor(
    private readonly db: Database,
    private readonly crowdRefreshMs = CROWD_REFRESH_MS,
    private readonly feed: ChangeFeed = localChangeFeed(),
    /** New ratings that make a fold due (CROWD_REFOLD_RATINGS); 0: the crowd is folded only by time. */
    private readonly refoldRatings = 0,
  ) {
    // Another process changed the catalogue: what this one built from it is out of date.
    feed.subscribe((change) => {
      if (change.kind === 'catalogue') this.current += 1;
      if (change.kind === 'availability') this.availabilityChanged(change.ids);
      if (change.kind === 'crowd') this.dropCrowd();
      if (change.kind === 'ratings') this.crowdDue = true;
    });
  }

  ratingsStored(): void {
    if (this.refoldRatings <= 0 || this.crowdDue) return;
    this.ratingsSinceFold += 1;
    const folded = this.crowdCache?.ratings ?? 0;
    if (this.ratingsSinceFold < Math.max(this.refoldRatings, CROWD_REFOLD_SHARE * folded)) return;
    this.crowdDue = true;
    // The other processes fold again too; a notice that cannot go out leaves them to their timer.
    this.feed.announce({ kind: 'ratings' }).catch(() => {});
  }

  async catalogueChanged(change: CatalogueChange = { kind: 'content' }): Promise<void> {
    if (change.kind === 'content') {
      this.current += 1;
      return this.feed.announce({ kind: 'catalogue' });
    }
    if (!change.ids.length) return;
    this.availabilityChanged(change.ids);
    return this.feed.announce({ kind: 'availability', ids: change.ids });
  }

  onAvailabilityChanged(listener: (ids: readonly number[]) => void): void {
    this.availabilityListeners.push(listener);
  }

  /** These works changed their sold state: drop what shows them, and patch the snapshot. */
  private availabilityChanged(ids: readonly number[]): void {
    this.cards.dropWorks(ids);
    for (const listener of this.availabilityListeners) listener(ids);
    for (const id of ids) this.toPatch.add(id);
    if (this.queuedPatch) return;
    this.patchesRunning += 1;
    const patch = this.lastPatch.then(async () => {
      this.queuedPatch = null;
      const batch = [...this.toPatch];
      this.toPatch.clear();
      try {
        await this.patch(batch);
      } catch {
        // The rows could not be read (the database is away): build everything again on next use.
        this.current += 1;
      } finally {
        this.patchesRunning -= 1;
      }
    });
    this.queuedPatch = patch;
    this.lastPatch = patch;
  }

  /** Sets the sold state of these works in the built snapshot, read from their rows now. */
  private async patch(ids: readonly number[]): Promise<void> {
    // A build that began before the change may hold the old state: patch what it builds.
    if (this.building) await this.building.catch(() => {});
    const snapshot = this.built;
    // Nothing built, or built again on next use: that build reads the rows anyway.
    if (!snapshot || snapshot.version !== this.current) return;
    const rows = new Map((await loadAvailability(this.db, ids)).map((row) => [row.id, row]));
    let sales = false;
    for (const id of ids) {
      const row = rows.get(id);
      const facts = snapshot.facts.get(id);
      if (!row || (row.status === '1') !== Boolean(facts)) {
        // Deleted, listed or hidden meanwhile: a content change, whose notice rebuilds; be sure.
        this.current += 1;
        return;
      }
      if (facts) {
        facts.sold = row.sold;
        if (row.sold === 0) snapshot.unavailable.delete(id);
        else snapshot.unavailable.add(id);
      }
      const at = snapshot.sold.indexOf(id);
      if (row.sold === 1 && at < 0) snapshot.sold.push(id);
      if (row.sold !== 1 && at >= 0) snapshot.sold.splice(at, 1);
      sales ||= (row.sold === 1) !== (at >= 0);
    }
    // The crowd is folded from the sales: one confirmed (or undone) folds it again.
    if (sales) this.dropCrowd();
    this.stats.patches += 1;
  }

  get version(): number {
    return this.current;
  }

  /**
   * The gallery cards of these works (any status), from memory: loaded once per catalogue
   * version, so the queue, the quiz and My Ratings read no artwork rows between changes.
   */
  async galleryWorks(ids: readonly number[]): Promise<Map<number, GalleryWork>> {
    const version = this.current;
    const since = this.cards.drops;
    const found = new Map<number, GalleryWork>();
    const missing: number[] = [];
    for (const id of ids) {
      const work = this.cards.get(String(id), version);
      if (work) found.set(id, work);
      else missing.push(id);
    }
    if (missing.length) {
      const rows = await loadWorks(this.db, missing);
      for (const [id, row] of rows) {
        const work = toGalleryWork(row);
        this.cards.set(String(id), version, work, [id], since);
        found.set(id, work);
      }
    }
    return found;
  }

  private dropCrowd(): void {
    this.crowdCache = null;
    this.crowdDrops += 1;
  }

  crowdChanged(): Promise<void> {
    this.dropCrowd();
    return this.feed.announce({ kind: 'crowd' });
  }

  async snapshot(): Promise<CatalogueSnapshot> {
    // A hold or sale heard before this call is in the answer.
    if (this.patchesRunning) await this.lastPatch;
    if (this.built?.version === this.current) return this.built;
    if (!this.building) {
      const version = this.current;
      this.building = loadCatalogueRows(this.db)
        .then((rows) => {
          this.stats.indexBuilds += 1;
          this.built = buildSnapshot(rows, version);
          return this.built;
        })
        .finally(() => {
          this.building = null;
        });
    }
    return this.building;
  }

  /**
   * The crowd as a profile: the model fitted to everyone's likes and dislikes and every sale (as
   * ten likes), ranked as someone who has rated nothing. Its `crowd` is every collector's prior.
   */
  async crowd(): Promise<TasteProfile> {
    // A sale heard before this call is in the answer.
    if (this.patchesRunning) await this.lastPatch;
    const cached = this.crowdCache;
    const current = cached && cached.version === this.current && Date.now() - cached.at < this.crowdRefreshMs;
    if (current && !this.crowdDue) return cached.profile;
    const folding = this.foldCrowd();
    if (!current) return folding;
    // Due by new ratings only: the crowd in hand answers while the next one is folded.
    folding.catch(() => {});
    return cached.profile;
  }

  /**
   * The crowd the adaptive quiz chooses by: the crowd as it stood when this was last renewed,
   * every CROWD_REFRESH_MS or when the crowd is dropped (a sale, an account deleted, the
   * catalogue changed). A fold due to new ratings does not change it, so a collector's quiz is
   * not asked to switch works between two answers each time other collectors' ratings arrive.
   */
  async quizCrowd(): Promise<TasteProfile> {
    const kept = this.quizCrowdCache;
    if (kept && kept.version === this.current && kept.drops === this.crowdDrops && Date.now() - kept.at < this.crowdRefreshMs) return kept.profile;
    // Stamped with the version and drops as they stood before the fold began, so a change heard meanwhile renews it.
    const drops = this.crowdDrops;
    const version = this.current;
    const profile = await this.crowd();
    if (drops === this.crowdDrops) this.quizCrowdCache = { version, at: Date.now(), drops, profile };
    return profile;
  }

  /**
   * The ridge penalty for a fold (decision record 067): measured again on the collectors once a
   * quarter more have rated or CROWD_REFRESH_MS have passed since it last was, the last choice
   * kept between. It is a trait of the whole crowd and moves slowly, and measuring it costs a fold
   * 40 to 120 ms, so the folds that follow new ratings mostly reuse it.
   */
  private ridgeFor(byCollector: ReadonlyMap<string, readonly RatedWork[]>): number {
    const kept = this.ridgeChoice;
    const collectors = byCollector.size;
    if (kept && collectors < kept.collectors * RIDGE_REMEASURE_GROWTH && Date.now() - kept.at < this.crowdRefreshMs) return kept.ridge;
    const ridge = chooseRidge([...byCollector.values()]);
    this.stats.ridgeChoices += 1;
    this.ridgeChoice = { ridge, at: Date.now(), collectors };
    return ridge;
  }

  /** Folds the crowd from everyone's ratings and the sales (one fold at a time). */
  private foldCrowd(): Promise<TasteProfile> {
    if (!this.crowdBuilding) {
      const drops = this.crowdDrops;
      this.crowdDue = false;
      this.ratingsSinceFold = 0;
      this.crowdBuilding = Promise.all([this.snapshot(), everyoneRatings(this.db)])
        .then(([snapshot, rows]) => {
          const history: RatedWork[] = [];
          // Each collector's own history too: the crowd chooses from them how far a person's fit leans on it.
          const byCollector = new Map<string, RatedWork[]>();
          for (const row of rows) {
            const features = snapshot.features.get(row.artworkId);
            if (!features) continue;
            const rated = { features, rating: row.rating === 1 ? RATING.like : RATING.dislike };
            history.push(rated);
            const own = byCollector.get(row.userId);
            if (own) own.push(rated);
            else byCollector.set(row.userId, [rated]);
          }
          const sales = snapshot.sold.flatMap((id) => snapshot.features.get(id) ?? []);
          const profile = fitProfile([], fitCrowd(history, sales, this.ridgeFor(byCollector)));
          this.stats.crowdBuilds += 1;
          if (drops === this.crowdDrops) this.crowdCache = { version: snapshot.version, at: Date.now(), profile, ratings: rows.length };
          return profile;
        })
        .finally(() => {
          this.crowdBuilding = null;
        });
    }
    return this.crowdBuilding;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    taste: TasteCatalogue;
  }
}

/** app.taste: the catalogue's feature index and the crowd profile, kept in memory. */
export const tastePlugin = fp(
  async (app) => {
    app.decorate('taste', new TasteCatalogue(app.db, CROWD_REFRESH_MS, app.changes, app.env.CROWD_REFOLD_RATINGS));
  },
  { name: 'taste', dependencies: ['change-feed'] },
);
