import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@vernissage/core/schemas';
import { AppError, codeForStatus } from '../lib/errors.ts';

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
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: { code: codeForStatus(status), message: 'Something went wrong' } } satisfies ApiError);
    }
    return reply.code(status).send({ error: { code: codeForStatus(status), message: error.message } } satisfies ApiError);
  });
});
