import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@vernissage/core/schemas';
import { AppError, codeForStatus } from '../lib/errors.ts';

const UNSTORABLE = 'The request holds a value that cannot be stored, such as a NUL character or a number out of range.';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a NUL byte in text, a number out of range, a
 * malformed date) are the caller's input, not a fault of ours; the driver's error may be wrapped.
 */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** The one error handler: every failure leaves as the JSON error shape; 5xx never leaks internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = {
        error: { code: error.code, message: error.message, ...(error.reason ? { reason: error.reason } : {}), ...(error.fields ? { fields: error.fields } : {}) },
      };
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
      const body: ApiError = { error: { code: 'bad_request', message: UNSTORABLE } };
      return reply.code(400).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: { code: codeForStatus(status), message: 'Something went wrong' } } satisfies ApiError);
    }
    return reply.code(status).send({ error: { code: codeForStatus(status), message: error.message } } satisfies ApiError);
  });
});
