import {
  apiPaths,
  authSessionSchema,
  codeIssuedSchema,
  messages,
  successSchema,
  twoFactorResendSchema,
  twoFactorVerifySchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { memberOf, type RouteAccess } from '../../plugins/auth.js';
import { assertOwnAccount } from '../users/policies.js';
import type { TwoFactorService } from './twoFactor.js';

// A limited session reaches these calls, also for a deactivated account (it verifies first).
const limitedSessionAccess: { access: RouteAccess } = { access: { allow: ['pendingTwoFa', 'deactivated'] } };

export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
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
    async (request) =>
      ok(await twoFactor.sendCode(assertOwnAccount(memberOf(request), request.body.user_id)), messages.verificationCodeSent),
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
    async (request) => {
      const session = memberOf(request);
      assertOwnAccount(session, request.body.user_id);
      return ok(await twoFactor.verify(session, request.body.passcode), messages.verificationSuccessful);
    },
  );
};
