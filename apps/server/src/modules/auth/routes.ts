import {
  apiPaths,
  authSessionSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordSchema,
  registerSchema,
  resendVerificationSchema,
  successSchema,
  verifyEmailSchema,
  authCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import { browserTokenOf, setBrowserCookie } from './knownBrowsers.js';
import type { LoginService } from './login.js';
import type { AuthService } from './service.js';
import { clientOf } from './sessionClient.js';
import type { SessionStore } from './sessions.js';

const publicAccess = { access: { public: true } };
const messageOnly = successSchema(z.null());

export interface AuthRoutesOptions {
  auth: AuthService;
  login: LoginService;
  sessions: SessionStore;
  /** The known-browser cookie is sent over HTTPS only when members reach the server by HTTPS. */
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, login, sessions, secureCookies }) => {
  app.post(
    apiPaths.register,
    {
      config: publicAccess,
      preHandler: app.guessLimits('email'),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and mail a verification link',
        description:
          "By the instance's sign-up mode: closed answers 403, approval needs `sign_up_answer` and leaves the account awaiting an administrator, invitation needs `invitation_code`.",
        body: registerSchema,
        response: { 201: successSchema(z.object({ user_id: z.string(), awaiting_approval: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const registered = await auth.register(request.body);
      const message = registered.awaiting_approval ? authCopy.registeredForApproval : authCopy.registered;
      return reply.status(201).send(ok(registered, message, 201));
    },
  );

  app.post(
    apiPaths.verifyEmail,
    {
      config: publicAccess,
      preHandler: app.guessLimits('token'),
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the mailed token',
        body: verifyEmailSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return ok(null, authCopy.emailVerified);
    },
  );

  app.post(
    apiPaths.resendVerificationEmail,
    {
      config: publicAccess,
      preHandler: app.guessLimits('email'),
      schema: { tags: ['auth'], summary: 'Mail a new verification link', body: resendVerificationSchema, response: { 200: messageOnly } },
    },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return ok(null, authCopy.verificationEmailResent);
    },
  );

  app.post(
    apiPaths.login,
    {
      config: publicAccess,
      // Per IP here; failed passwords are capped per account inside the login (docs/account.md).
      preHandler: app.ipLimit(),
      schema: {
        tags: ['auth'],
        summary: 'Log in by email or username',
        description:
          'Past the failed-login cap of an account, a browser it has not logged in from answers 401 `login_code_required` and a code is mailed when the password is right; send the login again with `code`.',
        body: loginSchema,
        response: { 200: successSchema(authSessionSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await login.login(request.body, { client: clientOf(request), browserToken: browserTokenOf(request) });
      if (outcome.browserToken) setBrowserCookie(reply, outcome.browserToken, secureCookies);
      return ok(outcome.session);
    },
  );

  app.post(
    apiPaths.logout,
    {
      config: { access: { allow: ['pendingTwoFa', 'deactivated'] } },
      schema: { tags: ['auth'], summary: 'End the current session', response: { 200: messageOnly } },
    },
    async (request) => {
      await sessions.end(memberOf(request).sessionId);
      return ok(null, authCopy.loggedOut);
    },
  );

  app.post(
    apiPaths.forgotPassword,
    {
      config: publicAccess,
      preHandler: app.guessLimits('email'),
      schema: { tags: ['auth'], summary: 'Mail a password reset link', body: forgotPasswordSchema, response: { 200: messageOnly } },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return ok(null, authCopy.resetLinkSent);
    },
  );

  app.post(
    apiPaths.resetPassword,
    {
      config: publicAccess,
      preHandler: app.guessLimits('token'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a mailed reset token',
        body: z.object({ token: z.string().min(1).max(200), password: passwordSchema }),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return ok(null, authCopy.passwordReset);
    },
  );
};
