import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { socialGraphOf } from '../friends/index.js';
import { groupMembershipOf } from '../groups/index.js';
import { notificationsOf } from '../notifications/index.js';
import { memberNotMutedBy } from './conditions.js';
import { HiddenPosts } from './hiddenPosts.js';
import { MemberMutes } from './memberMutes.js';
import { mutedConversationRoutes } from './mutedConversationRoutes.js';
import { MutedConversations } from './mutedConversations.js';
import { MutedWords } from './mutedWords.js';
import { mutingPolicies } from './policies.js';
import { mutingRoutes } from './routes.js';

/**
 * What other modules use of muting: hiding posts, which the posts module's routes offer after
 * checking the post; the viewer's own mutes (the profile says whether the viewer muted its member);
 * muted conversations, whose messages the conversations module tells nobody who muted them.
 */
export interface Muting {
  hiddenPosts: HiddenPosts;
  mutes: MemberMutes;
  mutedConversations: Pick<MutedConversations, 'mutedAmong'>;
}

const mutingService = moduleService<Muting>('muting');

/** Members protect themselves: mutes, muted words and hashtags, muted conversations, hidden posts (docs/moderation.md). */
export const mutingModule = fp<AppDependencies>(
  async (app, { db }) => {
    const mutes = new MemberMutes(db);
    const conversations = new MutedConversations(db);
    mutingService.provide(app, { hiddenPosts: new HiddenPosts(db), mutes, mutedConversations: conversations });
    // Notifications caused by a muted member are kept but not shown: unmuting brings them back.
    notificationsOf(app).hideActorsNotShown(memberNotMutedBy);
    const { interact } = socialGraphOf(app).policies;
    await registerProductRoutes(app, mutingRoutes, { mutes, words: new MutedWords(db), interact });
    await registerProductRoutes(app, mutedConversationRoutes, {
      conversations,
      mayMute: mutingPolicies(interact, groupMembershipOf(app)).muteConversation,
    });
  },
  { name: 'muting' },
);

/** Muting's services, for modules registered after this one. */
export const mutingOf = mutingService.of;

export { memberNotMutedBy, postShownTo as postNotMutedBy, textsNotMutedBy } from './conditions.js';
export type { HiddenPosts } from './hiddenPosts.js';
export type { MemberMutes } from './memberMutes.js';
