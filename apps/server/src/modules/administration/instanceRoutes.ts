import {
  apiPaths,
  createdInvitationSchema,
  instanceCopy,
  instanceSettingsFormSchema,
  instanceSettingsSchema,
  invitationParamsSchema,
  invitationSchema,
  newInvitationSchema,
  pageQuerySchema,
  pageSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import type { InstanceSettingsStore, InvitationStore } from '../instance/index.js';
import type { Actor, AuditLog } from '../moderation/index.js';
import type { UsersService } from '../users/index.js';

const tags = ['administration'];

export interface InstanceRoutesOptions {
  settings: InstanceSettingsStore;
  invitations: InvitationStore;
  users: UsersService;
  auditLog: AuditLog;
}

/** The instance's settings and invitation codes; registered through the administrators' staff scope. */
export const instanceAdminRoutes: FastifyPluginAsyncZod<InstanceRoutesOptions> = async (
  app,
  { settings, invitations, users, auditLog },
) => {
  const actorOf = async (memberId: string): Promise<Exclude<Actor, 'command line'>> => {
    const member = await users.memberById(memberId);
    return { id: member.id, username: member.username };
  };

  app.get(
    apiPaths.adminInstance,
    {
      schema: { tags, summary: 'Every setting of the instance (administrators)', response: { 200: successSchema(instanceSettingsSchema) } },
    },
    async () => ok(await settings.current()),
  );

  app.patch(
    apiPaths.adminInstance,
    {
      preHandler: app.memberLimit(30),
      schema: {
        tags,
        summary: "Change the instance's settings, sign-up mode and new-account limits (administrators)",
        body: instanceSettingsFormSchema,
        response: { 200: successSchema(instanceSettingsSchema) },
      },
    },
    async (request) => {
      const actor = await actorOf(memberOf(request).memberId);
      const before = await settings.current();
      const changed = await settings.change(request.body);
      // The entry names the settings that changed, so the log reads what each save did.
      const fields = Object.entries(changed)
        .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]))
        .map(([key]) => key);
      await auditLog.record({ actor, action: 'update_settings', targetType: 'instance', targetId: '1', details: { fields } });
      return ok(changed, instanceCopy.settingsSaved);
    },
  );

  app.get(
    apiPaths.adminInvitations,
    {
      schema: {
        tags,
        summary: 'Invitations, newest first, without their codes, a cursor page at a time (administrators)',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(invitationSchema)) },
      },
    },
    async (request) => ok(await invitations.list(request.query)),
  );

  app.post(
    apiPaths.adminInvitations,
    {
      preHandler: app.memberLimit(30),
      schema: {
        tags,
        summary: 'Make an invitation code; the answer is the only time it is shown (administrators)',
        body: newInvitationSchema,
        response: { 201: successSchema(createdInvitationSchema) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(memberOf(request).memberId);
      const { max_uses, expires_in_days, note } = request.body;
      const created = await invitations.create(actor.id, { maxUses: max_uses, expiresInDays: expires_in_days, note });
      await auditLog.record({
        actor,
        action: 'create_invitation',
        targetType: 'invitation',
        targetId: created.id,
        details: { max_uses, expires_in_days },
      });
      return reply.status(201).send(ok(created, instanceCopy.invitationCreated, 201));
    },
  );

  app.post(
    apiPaths.adminInvitationRevoke,
    {
      preHandler: app.memberLimit(30),
      schema: {
        tags,
        summary: 'Revoke an invitation (administrators)',
        params: invitationParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const actor = await actorOf(memberOf(request).memberId);
      const outcome = await invitations.revoke(request.params.id);
      if (outcome === 'missing') throw notFound('not_found', instanceCopy.invalidInvitation);
      // Revoking twice is not a second decision: only the first is logged.
      if (outcome === 'revoked')
        await auditLog.record({ actor, action: 'revoke_invitation', targetType: 'invitation', targetId: request.params.id });
      return ok(null, instanceCopy.invitationRevoked);
    },
  );
};
