import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  messageSchema,
  otpSendSchema,
  otpVerifySchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
  resetTokenQuerySchema,
  signedInSchema,
  signInSchema,
  signUpSchema,
} from '@vernissage/core/schemas';
import { forwardCookies, requestHeaders, requireUser } from '../../plugins/auth.ts';
import type { AccountDeps } from './deps.ts';
import { accountLimits } from './limits.ts';
import * as accounts from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const tags = ['accounts'];

/** Sign-up, sign-in and out, one-time codes, password reset and changes (spec/01 §4–5, spec/02 §5). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = accountLimits(app);
  const deps: AccountDeps = { db: app.db, auth: app.auth, mail: app.mail, captcha: app.captcha, env: app.env, log: app.log };

  app.post(
    '/api/accounts/sign-up',
    { preHandler: limits.signUp, schema: { tags, summary: 'Create a collector account and sign in', body: signUpSchema, response: { 201: signedInSchema, ...errors } } },
    async (request, reply) => {
      const { value, headers } = await accounts.signUp(deps, request.body, requestHeaders(request));
      forwardCookies(reply, headers);
      return reply.code(201).send(value);
    },
  );

  app.post(
    '/api/accounts/sign-in',
    { preHandler: limits.signIn, schema: { tags, summary: 'Sign in with email and password', body: signInSchema, response: { 200: signedInSchema, ...errors } } },
    async (request, reply) => {
      const { value, headers } = await accounts.signIn(deps, request.body, requestHeaders(request));
      forwardCookies(reply, headers);
      return value;
    },
  );

  app.post('/api/accounts/sign-out', { schema: { tags, summary: 'End this session', response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    forwardCookies(reply, await accounts.signOut(deps, requestHeaders(request)));
    return reply.code(204).send(null);
  });

  app.post(
    '/api/accounts/otp/send',
    { preHandler: limits.otpSend, schema: { tags, summary: 'E-mail a 6-digit sign-in code', body: otpSendSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => accounts.sendOtp(deps, request.body.email),
  );

  app.post(
    '/api/accounts/otp/verify',
    { preHandler: limits.otpVerify, schema: { tags, summary: 'Sign in with the e-mailed code', body: otpVerifySchema, response: { 200: signedInSchema, ...errors } } },
    async (request, reply) => {
      const { value, headers } = await accounts.verifyOtp(deps, request.body, requestHeaders(request));
      forwardCookies(reply, headers);
      return value;
    },
  );

  app.post(
    '/api/accounts/password/forgot',
    { preHandler: limits.forgot, schema: { tags, summary: 'E-mail a password reset link', body: forgotPasswordSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => accounts.forgotPassword(deps, request.body.email),
  );

  app.get(
    '/api/accounts/password/reset',
    { preHandler: limits.resetToken, schema: { tags, summary: 'Whether a reset link can still be used (60 tries per address in ten minutes, with setting one)', querystring: resetTokenQuerySchema, response: { 200: resetTokenCheckSchema, ...errors } } },
    async (request) => {
      return { valid: await accounts.resetTokenValid(deps, request.query.token) };
    },
  );

  app.post(
    '/api/accounts/password/reset',
    { preHandler: limits.resetToken, schema: { tags, summary: 'Set a new password with a reset link; ends every session', body: resetPasswordSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => accounts.resetPassword(deps, request.body),
  );

  app.patch(
    '/api/accounts/me/password',
    { onRequest: requireUser, preHandler: limits.passwordCheck, schema: { tags, summary: 'Change the password; other sessions end (10 tries of the current password in ten minutes, with deleting the account)', body: changePasswordSchema, response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      const { value, headers } = await accounts.changePassword(deps, requestHeaders(request), request.body);
      forwardCookies(reply, headers);
      return value;
    },
  );
};
