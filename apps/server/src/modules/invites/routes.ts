import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteSchema,
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  INVITE_MESSAGES,
  inviteAcceptedSchema,
  inviteCheckResultSchema,
  inviteCheckSchema,
  inviteInfoSchema,
  inviteSentSchema,
  sendInviteSchema,
} from '@vernissage/core/schemas';
import { forwardCookies, requireRole, signedInUser } from '../../plugins/auth.ts';
import { limit, MAIL_WINDOW_MS, SIGN_IN_WINDOW_MS, type LimitOptions } from '../../lib/limits.ts';
import type { Env } from '../../config/env.ts';
import type { InviteDeps } from './deps.ts';
import * as invites from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const tags = ['invites'];
const INVITERS = requireRole('artist', 'merchant', 'admin');
/** Invites one person may send per 10 minutes, whatever their allowance (the admin has none). */
export const INVITES_PER_WINDOW = 10;

/**
 * Change-role links checked and used per address per minute: the routes below and the page drawn
 * on the server (which reads the link's check as POST /api/invites/check does) count on it together.
 */
export const inviteLinkTries = (env: Pick<Env, 'SIGN_IN_LIMIT_PER_MINUTE'>): LimitOptions => ({
  name: 'invite-per-address',
  max: env.SIGN_IN_LIMIT_PER_MINUTE,
  windowMs: SIGN_IN_WINDOW_MS,
  message: ACCOUNT_MESSAGES.tooManyRequests,
});

/** Invites and the artist role change of /change-role/{token} (spec/01 §3, §6–8; spec/02 §2, §4–5, §7–8). */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: InviteDeps = { db: app.db, auth: app.auth, mail: app.mail, env: app.env };
  const perInviter = limit(app, {
    name: 'invite-per-inviter',
    max: INVITES_PER_WINDOW,
    windowMs: MAIL_WINDOW_MS,
    message: INVITE_MESSAGES.tooManyInvites,
    key: (request) => `invite:${request.user?.id ?? request.ip}`,
  });
  const perAddress = limit(app, inviteLinkTries(app.env));

  app.get(
    '/api/invites/me',
    { onRequest: INVITERS, schema: { tags, summary: 'Invites sent, the allowance and what remains', response: { 200: inviteInfoSchema, ...errors } } },
    async (request) => {
      return invites.inviteInfo(deps, signedInUser(request));
    },
  );

  app.post(
    '/api/invites',
    {
      onRequest: INVITERS,
      preHandler: perInviter,
      schema: { tags, summary: 'Invite an address to become an artist (e-mails a change-role link)', body: sendInviteSchema, response: { 201: inviteSentSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await invites.sendInvite(deps, signedInUser(request), request.body)),
  );

  app.post(
    '/api/invites/check',
    { preHandler: perAddress, schema: { tags, summary: 'Whether a change-role link can still be used', body: inviteCheckSchema, response: { 200: inviteCheckResultSchema, ...errors } } },
    async (request) => {
      return invites.checkInvite(deps, request.body.token);
    },
  );

  app.post(
    '/api/invites/accept',
    {
      preHandler: perAddress,
      schema: { tags, summary: 'Become an artist with a change-role link and a password; signs in', body: acceptInviteSchema, response: { 200: inviteAcceptedSchema, ...errors } },
    },
    async (request, reply) => {
      const { value, headers } = await invites.acceptInvite(deps, request.body);
      forwardCookies(reply, headers);
      return value;
    },
  );
};
