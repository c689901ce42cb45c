import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { socialGraphOf } from '../friends/index.js';
import { notificationsOf } from '../notifications/index.js';
import { memberNotMutedBy } from './conditions.js';
import { HiddenPosts } from './hiddenPosts.js';
import { MemberMutes } from './memberMutes.js';
import { MutedWords } from './mutedWords.js';
import { mutingRoutes } from './routes.js';

/** What other modules use of muting: hiding posts, which the posts module's routes offer after checking the post. */
interface Muting {
  hiddenPosts: HiddenPosts;
}

const mutingService = moduleService<Muting>('muting');

/** Members protect themselves: mutes, muted words and hashtags, hidden posts (docs/moderation.md). */
export const mutingModule = fp<AppDependencies>(
  async (app, { db }) => {
    mutingService.provide(app, { hiddenPosts: new HiddenPosts(db) });
    // Notifications caused by a muted member are kept but not shown: unmuting brings them back.
    notificationsOf(app).hideActorsNotShown(memberNotMutedBy);
    await registerProductRoutes(app, mutingRoutes, {
      mutes: new MemberMutes(db),
      words: new MutedWords(db),
      interact: socialGraphOf(app).policies.interact,
    });
  },
  { name: 'muting' },
);

/** Muting's services, for modules registered after this one. */
export const mutingOf = mutingService.of;

export { memberNotMutedBy, postShownTo as postNotMutedBy } from './conditions.js';
export type { HiddenPosts } from './hiddenPosts.js';
