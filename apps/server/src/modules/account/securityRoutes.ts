import {
  apiPaths,
  creatorStatusSchema,
  passwordUpdateSchema,
  securityCodeUpdateSchema,
  successSchema,
  twoFactorStateSchema,
  twoFactorStateUpdateSchema,
  accountCopy,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import type { SecuritySettings } from './security.js';

const messageOnly = successSchema(z.null());

export const accountSecurityRoutes: FastifyPluginAsyncZod<{ security: SecuritySettings }> = async (app, { security }) => {
  const perMember = app.memberLimit();

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
      return ok(state, state.has_two_fa ? accountCopy.twoFactorEnabled : accountCopy.twoFactorDisabled);
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
      return ok(null, accountCopy.passwordChanged);
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
      return ok(null, accountCopy.securityCodeSaved);
    },
  );

  app.get(
    apiPaths.creatorUpgrade,
    {
      schema: {
        tags: ['account'],
        summary: 'Whether the member is a creator, or has a request waiting for an administrator',
        response: { 200: successSchema(creatorStatusSchema) },
      },
    },
    async (request) => ok(await security.creatorStatus(memberOf(request).memberId)),
  );

  app.post(
    apiPaths.creatorUpgrade,
    {
      preHandler: app.memberLimit(10),
      schema: {
        tags: ['account'],
        summary: 'Ask to become a creator: an administrator approves or declines (one pending request at most)',
        response: { 200: successSchema(creatorStatusSchema) },
      },
    },
    async (request) => {
      const status = await security.requestCreator(memberOf(request).memberId);
      return ok(status, status.is_creator ? accountCopy.creatorUpgraded : accountCopy.creatorRequested);
    },
  );
};
