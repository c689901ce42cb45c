import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { socialGraphOf } from '../friends/index.js';
import { postsOf } from '../posts/index.js';
import { HomeFeed } from './homeFeed.js';
import { socialRoutes } from './routes.js';
import { SocialService } from './service.js';

export type { RemoteFeedSource } from './homeFeed.js';

const homeFeedService = moduleService<Pick<HomeFeed, 'useRemoteSource'>>('home-feed');

/** The newsfeed: its payload and its pages of posts, with those of other servers that later modules provide. */
export const socialModule = fp<AppDependencies>(
  async (app) => {
    const feed = new HomeFeed(postsOf(app));
    homeFeedService.provide(app, feed);
    await registerProductRoutes(app, socialRoutes, { social: new SocialService(socialGraphOf(app).directory, feed), feed });
  },
  { name: 'social' },
);

/** The newsfeed, for the federation module to add the notes of followed remote accounts. */
export const homeFeedOf = homeFeedService.of;
