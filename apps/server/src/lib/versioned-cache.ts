/**
 * A bounded map whose entries are only good for the version they were stored under: a write
 * that changes what they were built from bumps the version, and every older entry is a miss
 * from then on (dropped when met). The oldest entries go first once `max` is reached.
 *
 * An entry may also name the works it shows (`works`): a change of only those works (a hold, a
 * sale) drops just the entries that show them (dropWorks), not the whole version.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: V; works: readonly number[] }>();
  /** The keys of the entries showing each work. */
  private readonly byWork = new Map<number, Set<string>>();
  /** When each work was last dropped, counted in drops (see `drops`). */
  private readonly droppedAt = new Map<number, number>();
  private dropCount = 0;

  constructor(private readonly max: number) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * How many drops there have been: read it, with the version, before building a value, and
   * pass it to set(), so a value built across a drop of one of its works is not stored.
   */
  get drops(): number {
    return this.dropCount;
  }

  set(key: string, version: number, value: V, works: readonly number[] = [], since = this.dropCount): void {
    // Read the version before building the value: a value built across a bump is stored under
    // the old version and never served. Likewise one built across a drop of a work it shows.
    if (since !== this.dropCount && works.some((id) => (this.droppedAt.get(id) ?? 0) > since)) return;
    this.delete(key);
    this.entries.set(key, { version, value, works });
    for (const id of works) {
      let keys = this.byWork.get(id);
      if (!keys) this.byWork.set(id, (keys = new Set()));
      keys.add(key);
    }
    if (this.entries.size > this.max) this.delete(this.entries.keys().next().value!);
  }

  /** Drops every entry that shows one of these works. */
  dropWorks(ids: Iterable<number>): void {
    this.dropCount += 1;
    for (const id of ids) {
      this.droppedAt.set(id, this.dropCount);
      for (const key of [...(this.byWork.get(id) ?? [])]) this.delete(key);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const id of entry.works) {
      const keys = this.byWork.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byWork.delete(id);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
