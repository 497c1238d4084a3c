import { hash, verify } from '@node-rs/argon2';

// The library's Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

/** argon2id with at least 19 MiB of memory and 2 passes (the OWASP minimum). */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password);
}
