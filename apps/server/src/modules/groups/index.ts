import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { socialGraphOf } from '../friends/index.js';
import { notificationsOf } from '../notifications/index.js';
import { GroupImages } from './images.js';
import { groupNameShownTo, GroupMembership } from './membership.js';
import { groupPolicies } from './policies.js';
import { groupsRoutes } from './routes.js';
import { GroupsService } from './service.js';

const groupMembership = moduleService<GroupMembership>('groups');
const groupConversations = moduleService<GroupsService>('group-conversations');

/** Group conversations: who is in which group (the realtime access asks), their names, images and members. */
export const groupsModule = fp<AppDependencies>(
  async (app, { db, storage, realtime, mediaLinks }) => {
    const membership = new GroupMembership(db);
    groupMembership.provide(app, membership);
    notificationsOf(app).nameSubjectsFrom(groupNameShownTo);
    const groups = new GroupsService({ db, membership, friends: socialGraphOf(app).policies, realtime, links: mediaLinks });
    groupConversations.provide(app, groups);
    await registerProductRoutes(app, groupsRoutes, {
      groups,
      images: new GroupImages(storage, groups),
      policies: groupPolicies(membership),
    });
  },
  { name: 'groups' },
);

/** Who is in which group, for modules registered after this one (the realtime access). */
export const groupMembershipOf = groupMembership.of;
/** Group conversations as their members start and change them, for modules registered after this one (and the demo network). */
export const groupConversationsOf = groupConversations.of;

export { groupNameShownTo, inGroup } from './membership.js';
export type { GroupMembership };
export { reportableGroups } from './reportTargets.js';
