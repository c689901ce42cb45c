import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { accountErasureOf } from '../account/index.js';
import { notificationsOf } from '../notifications/index.js';
import { Comments } from './comments.js';
import { engagementRoutes } from './engagementRoutes.js';
import { Favourites } from './favourites.js';
import { favouritesRoutes } from './favouritesRoutes.js';
import { PostImages } from './images.js';
import { postPolicies } from './policies.js';
import { postsRoutes } from './routes.js';
import { Polls } from './polls.js';
import { Reactions } from './reactions.js';
import { PostsService } from './service.js';

const postsService = moduleService<PostsService>('posts');

/** Posts: write, read, edit with history, delete; the newsfeed's posts for the social module. */
export const postsModule = fp<AppDependencies>(
  async (app, { db, storage }) => {
    const images = new PostImages(db, storage);
    const reactions = new Reactions(db);
    const comments = new Comments(db);
    const polls = new Polls(db);
    const favourites = new Favourites(db);
    const posts = new PostsService(db, images, reactions, comments, polls, favourites);
    const policies = postPolicies(db);
    const notifications = notificationsOf(app);
    postsService.provide(app, posts);
    accountErasureOf(app).beforeErase((memberId) => images.eraseFilesOf(memberId));
    await registerProductRoutes(app, postsRoutes, { posts, images, policies });
    await registerProductRoutes(app, favouritesRoutes, { posts, favourites, policies });
    await registerProductRoutes(app, engagementRoutes, {
      reactions,
      polls,
      comments,
      policies,
      onEngaged: async ({ actorId, postId, type }) => {
        const recipientId = await posts.authorOf(postId);
        if (recipientId && recipientId !== actorId) await notifications.notify({ recipientId, actorId, type });
      },
    });
  },
  { name: 'posts' },
);

/** Posts, for modules registered after this one. */
export const postsOf = postsService.of;

export { postVisibleTo } from './policies.js';
export type { PostsService };
