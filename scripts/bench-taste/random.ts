/** Seeded randomness for the taste benchmark: the same seed gives the same figures. */

export type Rand = () => number;

/** mulberry32: a small, fast 32-bit generator, uniform in [0, 1). */
export function seeded(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator of its own for each part of the run, so changing one part leaves the others' draws alone. */
export function derive(seed: number, ...parts: number[]): Rand {
  let h = seed >>> 0;
  for (const part of parts) h = Math.imul(h ^ (part + 0x9e3779b9 + (h << 6) + (h >>> 2)), 0x85ebca6b) >>> 0;
  return seeded(h);
}

/** A standard normal draw (Box–Muller). */
export function gauss(rand: Rand): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

export function int(rand: Rand, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

/** `count` distinct items, in the order drawn. */
export function sample<T>(rand: Rand, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0] as T);
  return out;
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
