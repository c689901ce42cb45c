import {
  apiPaths,
  domainPoliciesMax,
  domainPolicyCopy,
  domainPolicyFormSchema,
  domainPolicyParamsSchema,
  domainPolicySchema,
  pageQuerySchema,
  pageSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { conflict, invalidFields, notFound } from '../../../http/errors.js';
import { memberOf } from '../../../plugins/auth.js';
import type { AuditLog } from '../../moderation/index.js';
import type { UsersService } from '../../users/index.js';
import type { DomainPolicies } from './domainPolicies.js';

const tags = ['administration'];

export interface DomainRoutesOptions {
  policies: DomainPolicies;
  users: UsersService;
  auditLog: AuditLog;
  /** Our own host, which no policy may name. */
  ownHost: string;
}

/** Policies for other servers of the social web; registered through the administrators' staff scope. */
export const domainPolicyRoutes: FastifyPluginAsyncZod<DomainRoutesOptions> = async (app, { policies, users, auditLog, ownHost }) => {
  const actorOf = async (memberId: string) => {
    const member = await users.memberById(memberId);
    return { id: member.id, username: member.username };
  };

  app.get(
    apiPaths.adminDomainPolicies,
    {
      schema: {
        tags,
        summary: 'The servers limited or suspended, by name, a cursor page at a time (administrators)',
        querystring: pageQuerySchema,
        response: { 200: successSchema(pageSchema(domainPolicySchema)) },
      },
    },
    async (request) => ok(await policies.list(request.query)),
  );

  app.put(
    apiPaths.adminDomainPolicy,
    {
      preHandler: app.memberLimit(30),
      schema: {
        tags,
        summary: 'Limit or suspend a server and the servers under it; a suspension deletes what was kept of them (administrators)',
        params: domainPolicyParamsSchema,
        body: domainPolicyFormSchema,
        response: { 200: successSchema(domainPolicySchema), 201: successSchema(domainPolicySchema) },
      },
    },
    async (request, reply) => {
      const { host } = request.params;
      if (host === ownHost) throw invalidFields({ host: [domainPolicyCopy.ownHost] });
      const actor = await actorOf(memberOf(request).memberId);
      const saved = await policies.set(host, request.body, actor.id);
      if (!saved) throw conflict('too_many_domain_policies', domainPolicyCopy.tooMany(domainPoliciesMax));
      const { severity, reject_media, reason } = saved.policy;
      await auditLog.record({
        actor,
        action: 'set_domain_policy',
        targetType: 'domain',
        targetId: host,
        reason,
        details: { severity, reject_media },
      });
      const status = saved.created ? 201 : 200;
      return reply.status(status).send(ok(saved.policy, domainPolicyCopy.saved(host), status));
    },
  );

  app.delete(
    apiPaths.adminDomainPolicy,
    {
      preHandler: app.memberLimit(30),
      schema: {
        tags,
        summary: 'Lift the policy for a server (administrators)',
        params: domainPolicyParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      const { host } = request.params;
      if (!(await policies.remove(host))) throw notFound('domain_policy_not_found', domainPolicyCopy.notFound);
      await auditLog.record({
        actor: await actorOf(memberOf(request).memberId),
        action: 'lift_domain_policy',
        targetType: 'domain',
        targetId: host,
      });
      return ok(null, domainPolicyCopy.removed(host));
    },
  );
};
