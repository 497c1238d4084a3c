import type { ErrorCode, ErrorReason } from '@vernissage/core/schemas';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};

/**
 * A failure a caller can act on; the error handler turns it into
 * `{ error: { code, message, reason?, fields? } }`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

/**
 * A 429 that says when to try again: the error handler sends `retryAfter` (whole seconds) as
 * Retry-After, so a client waits the time left rather than guessing.
 */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super('too_many_requests', message, undefined, 'rate_limited');
  }
}

/** A domain refusal a page reacts to: its stable reason beside the code and the spec's message. */
export const refusal = (code: ErrorCode, reason: ErrorReason, message: string, fields?: Record<string, string>) => new AppError(code, message, fields, reason);

export const notFound = (message = 'Not found', reason?: ErrorReason) => new AppError('not_found', message, undefined, reason);

export function codeForStatus(status: number): ErrorCode {
  const entry = (Object.entries(STATUS) as Array<[ErrorCode, number]>).find(([, value]) => value === status);
  if (entry) return entry[0];
  return status >= 500 ? 'internal' : 'bad_request';
}

/** SQLSTATEs the product reacts to: a unique or a foreign-key constraint refused a write. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** Whether PostgreSQL refused with this SQLSTATE, however the driver and Drizzle wrap the error. */
export function isPgError(error: unknown, sqlState: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === sqlState) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
