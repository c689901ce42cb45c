import {
  adminMemberParamsSchema,
  adminMemberSchema,
  adminMembersQuerySchema,
  administrationCopy,
  apiPaths,
  errorsCopy,
  pageSchema,
  roleChangeResultSchema,
  roleChangeSchema,
  successSchema,
} from '@meshwork/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import type { UsersService } from '../users/index.js';
import { listMembers } from './membersList.js';
import type { RoleChanges } from './roleChanges.js';

const tags = ['administration'];

/** The members list and role changes; registered through the administrators' staff scope. */
export const administrationRoutes: FastifyPluginAsyncZod<{ db: Db; users: UsersService; roles: RoleChanges }> = async (
  app,
  { db, users, roles },
) => {
  app.get(
    apiPaths.adminMembers,
    {
      schema: {
        tags,
        summary: 'Members, newest first, by name, username or email and one filter (administrators)',
        querystring: adminMembersQuerySchema,
        response: { 200: successSchema(pageSchema(adminMemberSchema)) },
      },
    },
    async (request) => ok(await listMembers(db, request.query)),
  );

  app.post(
    apiPaths.adminMemberRole,
    {
      preHandler: app.memberLimit(30),
      schema: {
        tags,
        summary: "Change a member's role: never one's own, never the last administrator's (administrators)",
        params: adminMemberParamsSchema,
        body: roleChangeSchema,
        response: { 200: successSchema(roleChangeResultSchema) },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const { id } = request.params;
      const { role } = request.body;
      if (id === viewer.memberId) throw forbidden('own_role', administrationCopy.notYourself);
      const [actor, member] = await Promise.all([users.memberById(viewer.memberId), users.find(id)]);
      if (!member) throw notFound('not_found', errorsCopy.notFound);
      const outcome = await roles.change({ id: actor.id, username: actor.username }, id, role);
      if (!outcome.changed && outcome.reason === 'last_administrator')
        throw conflict('last_administrator', administrationCopy.lastAdministrator);
      if (!outcome.changed && outcome.reason === 'unknown') throw notFound('not_found', errorsCopy.notFound);
      const message = outcome.changed
        ? administrationCopy.roleChanged(member.nickname, role)
        : administrationCopy.roleUnchanged(member.nickname, role);
      return ok({ user_id: id, role }, message);
    },
  );
};
