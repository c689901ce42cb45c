import {
  apiPaths,
  authSessionSchema,
  codeIssuedSchema,
  successSchema,
  twoFactorResendSchema,
  twoFactorVerifySchema,
  authMessages,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf, type RouteAccess } from '../../plugins/auth.js';
import { manageAccount } from '../users/index.js';
import { browserTokenOf, setBrowserCookie } from './knownBrowsers.js';
import { clientOf } from './sessionClient.js';
import type { TwoFactorService } from './twoFactor.js';

// A limited session reaches these calls, also for a deactivated account (it verifies first).
const limitedSessionAccess: { access: RouteAccess } = { access: { allow: ['pendingTwoFa', 'deactivated'] } };

export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService; secureCookies: boolean }> = async (
  app,
  { twoFactor, secureCookies },
) => {
  app.post(
    apiPaths.twoFactorResend,
    {
      config: limitedSessionAccess,
      preHandler: app.guessLimits('user_id'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a two-factor code',
        body: twoFactorResendSchema,
        response: { 200: successSchema(codeIssuedSchema) },
      },
    },
    async (request) => {
      const session = memberOf(request);
      await authorize(manageAccount, session.memberId, request.body.user_id);
      return ok(await twoFactor.sendCode(session, browserTokenOf(request)), authMessages.verificationCodeSent);
    },
  );

  app.post(
    apiPaths.twoFactorVerify,
    {
      config: limitedSessionAccess,
      preHandler: app.guessLimits('user_id'),
      schema: {
        tags: ['auth'],
        summary: 'Verify the mailed two-factor code and receive a full session',
        body: twoFactorVerifySchema,
        response: { 200: successSchema(authSessionSchema) },
      },
    },
    async (request, reply) => {
      const session = memberOf(request);
      await authorize(manageAccount, session.memberId, request.body.user_id);
      const attempt = { client: clientOf(request), browserToken: browserTokenOf(request) };
      const outcome = await twoFactor.verify(session, request.body.passcode, attempt);
      if (outcome.browserToken) setBrowserCookie(reply, outcome.browserToken, secureCookies);
      return ok(outcome.session, authMessages.verificationSuccessful);
    },
  );
};
