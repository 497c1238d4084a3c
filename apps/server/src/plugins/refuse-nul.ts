import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NUL_MESSAGE } from '@vernissage/core/schemas';
import { AppError } from '../lib/errors.ts';

/** A NUL byte in (part of) the address, raw or percent-encoded (%00), wherever it stands. */
const hasNul = (text: string) => text.includes('\u0000') || text.includes('%00');

const refused = (field: string) => new AppError('bad_request', NUL_MESSAGE, { [field]: NUL_MESSAGE });

/**
 * Where in a parsed body the first NUL byte is (a string or a key holding one), as a dotted path
 * ('' for the body itself), or null. Iterative, so no nesting depth can overflow the stack.
 */
export function nulPath(body: unknown): string | null {
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return at;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push([child, path]);
      }
    }
  }
  return null;
}

/**
 * No text a client sends may hold a NUL byte: PostgreSQL cannot store one, and no title, search,
 * token or header needs one. It is refused here once, for every route and page, with a 400 in
 * the JSON error shape, before any handler or query sees it: the address (path and query) and
 * the headers as the request arrives, the parsed body before validation.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const [pathPart = '', ...query] = request.url.split('?');
    if (hasNul(pathPart)) throw refused('path');
    if (hasNul(query.join('?'))) throw refused('query');
    for (const [name, value] of Object.entries(request.headers)) {
      if ([value].flat().some((text) => typeof text === 'string' && text.includes('\u0000'))) throw refused(`headers.${name}`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const at = nulPath(request.body);
    if (at !== null) throw refused(at || '_');
  });
});
