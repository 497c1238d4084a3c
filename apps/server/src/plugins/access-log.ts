import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { logSafeUrl } from '../lib/log-safe-url.ts';

/**
 * Fastify's request log lines, as one line per request written when the answer has gone: who
 * asked for what, the status and how long it took. Fastify writes two (one on arrival, with the
 * request's serializer, and one on the answer), which cost a cached read a quarter of its time
 * (README 'Speed of the server'). Secrets that links carry are taken out of the URL. Its other
 * lines (errors, a route not found) are Fastify's own.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: logSafeUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10, remoteAddress: request.ip };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
