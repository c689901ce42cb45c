import {
  apiPaths,
  passwordUpdateSchema,
  securityCodeUpdateSchema,
  serverMessages,
  successSchema,
  twoFactorStateSchema,
  twoFactorStateUpdateSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import { memberRateLimit, type MemberRateLimitOptions } from '../../plugins/memberRateLimit.js';
import type { SecuritySettings } from './security.js';

const messageOnly = successSchema(z.null());

export const accountSecurityRoutes: FastifyPluginAsyncZod<{ security: SecuritySettings; rateLimit: MemberRateLimitOptions }> = async (
  app,
  { security, rateLimit },
) => {
  const perMember = await memberRateLimit(app, rateLimit);

  app.get(
    apiPaths.twoFactorState,
    {
      schema: {
        tags: ['account'],
        summary: 'Whether two-factor verification is on',
        response: { 200: successSchema(twoFactorStateSchema) },
      },
    },
    async (request) => ok(await security.twoFactorState(memberOf(request).memberId)),
  );

  app.post(
    apiPaths.twoFactorState,
    {
      preHandler: perMember,
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor verification on or off',
        body: twoFactorStateUpdateSchema,
        response: { 200: successSchema(twoFactorStateSchema) },
      },
    },
    async (request) => {
      const state = await security.setTwoFactor(memberOf(request).memberId, request.body);
      return ok(state, state.has_two_fa ? serverMessages.twoFactorEnabled : serverMessages.twoFactorDisabled);
    },
  );

  app.post(
    apiPaths.passwordUpdate,
    {
      preHandler: perMember,
      schema: {
        tags: ['account'],
        summary: 'Change the password; other sessions end',
        body: passwordUpdateSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await security.changePassword(memberOf(request), request.body);
      return ok(null, serverMessages.passwordChanged);
    },
  );

  app.post(
    apiPaths.securityCodeUpdate,
    {
      preHandler: perMember,
      schema: {
        tags: ['account'],
        summary: 'Set or change the 6-digit security code',
        body: securityCodeUpdateSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await security.setSecurityCode(memberOf(request).memberId, request.body);
      return ok(null, serverMessages.securityCodeSaved);
    },
  );

  app.post(
    apiPaths.creatorUpgrade,
    {
      schema: {
        tags: ['account'],
        summary: 'Become a creator (idempotent)',
        response: { 200: successSchema(z.object({ is_creator: z.literal(true) })) },
      },
    },
    async (request) => ok(await security.upgradeToCreator(memberOf(request).memberId), serverMessages.creatorUpgraded),
  );
};
