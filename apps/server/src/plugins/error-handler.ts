import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@vernissage/core/schemas';
import { AppError, codeForStatus, TooManyRequests } from '../lib/errors.ts';

/**
 * An error and the errors it wraps (`cause`), each with its code and message where it has them:
 * the driver's error (node-postgres, PGlite) may sit a few levels under Drizzle's or Better Auth's.
 */
function causes(error: unknown): Array<{ code?: string; message?: string }> {
  const found: Array<{ code?: string; message?: string }> = [];
  for (let current = error; current && typeof current === 'object' && found.length < 6; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    found.push({ ...(typeof code === 'string' ? { code } : {}), ...(typeof message === 'string' ? { message } : {}) });
  }
  return found;
}

const UNSTORABLE = 'The request holds a value that cannot be stored, such as a NUL character or a number out of range.';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a NUL byte in text, a number out of range, a
 * malformed date). The schemas refuse such input at the edge (decision record 034), so one here
 * means a value got past them: the caller still gets a 400, and the log an error to mend.
 */
function isDataException(error: unknown): boolean {
  return causes(error).some(({ code }) => code !== undefined && /^22[0-9A-Z]{3}$/.test(code));
}

/** What a person reads when their write met a change made at the same moment. */
export const CONCURRENT_CHANGE_MESSAGE = 'This changed while your request was on its way. Please reload and try again.';
/**
 * A write that lost a race rather than a faulty request or server: an integrity constraint
 * (SQLSTATE class 23: a row it refers to deleted at that moment, a duplicate created at that
 * moment) or a transaction PostgreSQL chose to cancel against another (40001 serialization,
 * 40P01 deadlock). The modules check what they can before writing; this is what is left between
 * the check and the write.
 */
function isConcurrentChange(error: unknown): boolean {
  return causes(error).some(({ code }) => code !== undefined && (/^23[0-9A-Z]{3}$/.test(code) || code === '40001' || code === '40P01'));
}

/** What a person reads while the database cannot be reached (a restart, a failover). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again. */
const UNAVAILABLE_RETRY_AFTER = 5;
/**
 * The database is not there, rather than the request being wrong: the connection was refused,
 * reset or ended (SQLSTATE class 08), the server is shutting down or starting (57P01–57P03), or
 * it has no connection left (53300).
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300']);
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    ({ code, message }) =>
      (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) ||
      (message !== undefined && /^Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/.test(message)),
  );
}

/** An error Fastify raised about the request itself (a 4xx), such as a body cut off by the client. */
const isClientError = (error: FastifyError) => error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;

/** The one error handler: every failure leaves as the JSON error shape; 5xx never leaks internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = {
        error: { code: error.code, message: error.message, ...(error.reason ? { reason: error.reason } : {}), ...(error.fields ? { fields: error.fields } : {}) },
      };
      if (error instanceof TooManyRequests) reply.header('retry-after', error.retryAfter);
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      const body: ApiError = { error: { code: 'bad_request', message: first, fields } };
      return reply.code(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong' } } satisfies ApiError);
    }
    if (isDataException(error)) {
      request.log.error({ err: error }, 'a value the schemas should have refused reached the database');
      const body: ApiError = { error: { code: 'bad_request', message: UNSTORABLE } };
      return reply.code(400).send(body);
    }
    if (isConcurrentChange(error)) {
      request.log.error({ err: error }, 'a write met a concurrent change');
      const body: ApiError = { error: { code: 'conflict', message: CONCURRENT_CHANGE_MESSAGE } };
      return reply.code(409).send(body);
    }
    // A client that went away mid-body is Fastify's 400 with the socket's ECONNRESET: its own doing,
    // not the database's.
    if (!isClientError(error) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const body: ApiError = { error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } };
      return reply.code(503).header('retry-after', UNAVAILABLE_RETRY_AFTER).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: { code: codeForStatus(status), message: 'Something went wrong' } } satisfies ApiError);
    }
    return reply.code(status).send({ error: { code: codeForStatus(status), message: error.message } } satisfies ApiError);
  });
});
