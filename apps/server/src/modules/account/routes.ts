import {
  apiPaths,
  codeIssuedSchema,
  deactivateSchema,
  deleteConfirmSchema,
  deletionScheduleSchema,
  reactivateSchema,
  successSchema,
  accountCopy,
  authMessages,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../http/authorize.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import { manageAccount } from '../users/index.js';
import type { AccountLifecycle } from './lifecycle.js';

export const accountLifecycleRoutes: FastifyPluginAsyncZod<{ lifecycle: AccountLifecycle }> = async (app, { lifecycle }) => {
  const perMember = app.memberLimit();

  app.post(
    apiPaths.deactivate,
    {
      preHandler: perMember,
      schema: {
        tags: ['account'],
        summary: 'Deactivate the account (deleted after 30 days unless reactivated)',
        body: deactivateSchema,
        response: { 200: successSchema(deletionScheduleSchema) },
      },
    },
    async (request) => ok(await lifecycle.deactivate(memberOf(request).memberId, request.body.password), accountCopy.accountDeactivated),
  );

  app.get(
    apiPaths.deleteRequest,
    {
      preHandler: perMember,
      schema: { tags: ['account'], summary: 'Mail the code that confirms a deletion', response: { 200: successSchema(codeIssuedSchema) } },
    },
    async (request) => ok(await lifecycle.requestDeletion(memberOf(request).memberId), accountCopy.deletionCodeSent),
  );

  app.post(
    apiPaths.deleteConfirm,
    {
      preHandler: perMember,
      schema: {
        tags: ['account'],
        summary: 'Confirm the deletion with the mailed code',
        body: deleteConfirmSchema,
        response: { 200: successSchema(deletionScheduleSchema) },
      },
    },
    async (request) => ok(await lifecycle.confirmDeletion(memberOf(request).memberId, request.body), accountCopy.deletionRequested),
  );

  app.post(
    apiPaths.reactivate,
    {
      config: { access: { allow: ['deactivated'] } },
      schema: {
        tags: ['account'],
        summary: 'Withdraw the deactivation or deletion request',
        body: reactivateSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await authorize(manageAccount, memberId, request.body.user_id);
      await lifecycle.reactivate(memberId);
      return ok(null, authMessages.accountReactivated);
    },
  );
};
