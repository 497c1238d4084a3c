/**
 * One value read on demand and kept while the version it was read for holds, and with `maxAgeMs`
 * no longer than that. It is kept as its promise from the moment the read starts, so callers at
 * the same moment share one read; a read that fails is not kept. `clear` drops it.
 */
export class KeptValue<T> {
  private entry: { version: number; until: number; value: Promise<T> } | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
  ) {}

  get(version: number, now = Date.now()): Promise<T> {
    const known = this.entry;
    if (known && known.version === version && known.until > now) return known.value;
    const entry = { version, until: now + this.maxAgeMs, value: this.read() };
    this.entry = entry;
    entry.value.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return entry.value;
  }

  clear(): void {
    this.entry = null;
  }
}
