/**
 * A bounded map whose entries are only good for the version they were stored under: a write
 * that changes what they were built from bumps the version, and every older entry is a miss
 * from then on (dropped when met). The oldest entries go first once `max` is reached.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: V }>();

  constructor(private readonly max: number) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, version: number, value: V): void {
    // Read the version before building the value: a value built across a bump is stored under
    // the old version and never served.
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
