import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountSettingsSchema,
  apiErrorSchema,
  deleteAccountSchema,
  emailChangeRequestSchema,
  emailChangeSentSchema,
  emailConfirmedSchema,
  emailConfirmSchema,
  mailPreferencesSchema,
  messageSchema,
  preferencesSavedSchema,
  SETTINGS_MESSAGES as M,
  sessionsSchema,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
  unsubscribeSchema,
} from '@vernissage/core/schemas';
import { limit, MAIL_WINDOW_MS, type LimitOptions } from '../../lib/limits.ts';
import { forwardCookies, requestHeaders, requireUser, signedInUser } from '../../plugins/auth.ts';
import { PASSWORD_CHECKS } from '../accounts/index.ts';
import { settingsDeps } from './deps.ts';
import * as settings from './service.ts';

/** Confirmation links one member may have sent per window (each is an e-mail to an address they typed). */
export const EMAIL_CHANGES_PER_WINDOW = 5;
/** Links and unsubscribe tokens tried per address per window: far more than a person opens. */
const TOKEN_TRIES_PER_WINDOW = 60;
/**
 * The count of those tries, per address: the routes below and the unsubscribe page drawn on the
 * server (which reads the link's check as GET /api/settings/unsubscribe does) count on it together.
 */
export const SETTINGS_TOKEN_TRIES: LimitOptions = { name: 'settings-token', max: TOKEN_TRIES_PER_WINDOW, windowMs: MAIL_WINDOW_MS, message: ACCOUNT_MESSAGES.tooManyRequests };

const tags = ['settings'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** /settings: e-mail change by link, e-mails a member gets and unsubscribe, sessions, deleting the account. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = settingsDeps(app);
  const tokenLimit = limit(app, SETTINGS_TOKEN_TRIES);

  app.get(
    '/api/settings',
    { onRequest: requireUser, schema: { tags, summary: 'Everything /settings shows: address, e-mails, sessions, whether the account can be deleted', response: { 200: accountSettingsSchema, ...errors } } },
    async (request) => {
      return settings.getSettings(deps, signedInUser(request), requestHeaders(request));
    },
  );

  app.post(
    '/api/settings/email',
    {
      onRequest: requireUser,
      preHandler: limit(app, { name: 'email-change', max: EMAIL_CHANGES_PER_WINDOW, windowMs: MAIL_WINDOW_MS, message: M.tooManyEmailChanges, key: (request) => `email-change:${request.user?.id ?? ''}` }),
      schema: { tags, summary: 'E-mail a confirmation link to a new address; the address changes when it is opened', body: emailChangeRequestSchema, response: { 200: emailChangeSentSchema, ...errors } },
    },
    async (request) => settings.requestEmailChange(deps, signedInUser(request), request.body),
  );

  app.post(
    '/api/settings/email/confirm',
    { preHandler: tokenLimit, schema: { tags, summary: 'Open a confirmation link (no sign-in needed): the new address replaces the old', body: emailConfirmSchema, response: { 200: emailConfirmedSchema, ...errors } } },
    async (request) => settings.confirmEmailChange(deps, request.body.token),
  );

  app.put(
    '/api/settings/mail-preferences',
    { onRequest: requireUser, schema: { tags, summary: 'Turn each kind of e-mail on or off', body: mailPreferencesSchema, response: { 200: preferencesSavedSchema, ...errors } } },
    async (request) => settings.savePreferences(deps, signedInUser(request), request.body),
  );

  app.get(
    '/api/settings/unsubscribe',
    { preHandler: tokenLimit, schema: { tags, summary: 'What an unsubscribe link would turn off (no sign-in); it changes nothing', querystring: unsubscribeQuerySchema, response: { 200: unsubscribeInfoSchema, ...errors } } },
    async (request) => {
      return settings.unsubscribeInfo(deps, request.query.token);
    },
  );

  app.post(
    '/api/settings/unsubscribe',
    { preHandler: tokenLimit, schema: { tags, summary: 'Turn one kind of e-mail off with its signed link (no sign-in)', body: unsubscribeSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => settings.unsubscribe(deps, request.body.token),
  );

  app.post(
    '/api/settings/sessions/sign-out-others',
    { onRequest: requireUser, schema: { tags, summary: 'End every other session of the account', response: { 200: sessionsSchema, ...errors } } },
    async (request) => settings.signOutOthers(deps, signedInUser(request), requestHeaders(request)),
  );

  app.post(
    '/api/settings/delete-account',
    {
      onRequest: requireUser,
      preHandler: limit(app, PASSWORD_CHECKS),
      schema: { tags, summary: 'Delete the account (password required; 10 tries in ten minutes, with changing the password); orders stay without contact details', body: deleteAccountSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request, reply) => {
      const { value, headers } = await settings.deleteAccount(deps, signedInUser(request), request.body.password, requestHeaders(request));
      forwardCookies(reply, headers);
      return value;
    },
  );
};
