import { moderationOf } from '../moderation/index.js';
import { moderatedPostContent } from './moderatedContent.js';
import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { Listeners } from '../../composition/listeners.js';
import { moduleService } from '../../composition/moduleService.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { accountErasureOf } from '../account/index.js';
import { socialGraphOf } from '../friends/index.js';
import { mutingOf } from '../muting/index.js';
import { notificationsOf } from '../notifications/index.js';
import { Comments } from './comments.js';
import { engagementRoutes } from './engagementRoutes.js';
import { hideRoutes } from './hideRoutes.js';
import { Favourites } from './favourites.js';
import { favouritesRoutes } from './favouritesRoutes.js';
import { PostImages } from './images.js';
import { HomeTimelines } from './homeTimelines.js';
import { PostInteractions } from './interactions.js';
import { LiveFeed } from './liveFeed.js';
import { livePostRoutes } from './livePostRoutes.js';
import { LivePosts } from './livePosts.js';
import { PostNotices } from './notices.js';
import type { PostChanges, PostChange } from './postChanges.js';
import { notificationExcerptShownTo } from './notificationExcerpts.js';
import { postPolicies, postVisibleTo } from './policies.js';
import { PollEndings } from './pollEndings.js';
import { PostSearch } from './postSearch.js';
import { PostTags } from './postTags.js';
import { memoryPostWatchers, redisPostWatchers } from './postWatchers.js';
import { searchRoutes } from './searchRoutes.js';
import { postsRoutes } from './routes.js';
import { Polls } from './polls.js';
import { Reactions } from './reactions.js';
import { createPostsService, type PostsService } from './service.js';
import { instanceOf } from '../instance/index.js';

const postsService = moduleService<PostsService>('posts');
const postInteractionsService = moduleService<PostInteractions>('post-interactions');
const postChangesService = moduleService<Pick<PostChanges, 'listen'>>('post-changes');

/** Posts: write, read, edit with history, delete; the newsfeed's posts for the social module. */
export const postsModule = fp<AppDependencies>(
  async (app, { db, storage, jobs, realtime, config, mediaLinks, redis, log }) => {
    const images = new PostImages(db, storage, mediaLinks);
    const reactions = new Reactions(db);
    const changes = new Listeners<PostChange>();
    const comments = new Comments(db, changes);
    const polls = new Polls(db);
    const tags = new PostTags();
    const favourites = new Favourites(db);
    const notifications = notificationsOf(app);
    notifications.hidePostsNotShown(postVisibleTo);
    notifications.quoteExcerptsFrom((memberId, about) => notificationExcerptShownTo(memberId, about.postId, about.commentId));
    const notices = new PostNotices(db, tags, notifications);
    const { directory, onCircleJoined } = socialGraphOf(app);
    const timelines = new HomeTimelines(
      db,
      jobs,
      new LiveFeed(db, realtime),
      async (memberId) => (await directory.followCounts(memberId)).followers,
      config.feedFanOutMaxFollowers,
    );
    onCircleJoined((memberId, authorId) => timelines.catchUp(memberId, authorId));
    const pollEndings = new PollEndings(db, jobs, notices);
    const live = new LivePosts(db, redis ? redisPostWatchers(redis) : memoryPostWatchers(), realtime, log);
    const posts = createPostsService(db, {
      images,
      polls,
      tags,
      newAccounts: instanceOf(app).newAccounts,
      events: {
        async created(post) {
          await notices.posted(post.authorId, post.id, post.mentioned, post);
          if (post.pollClosesAt) await pollEndings.schedule(post.id, post.pollClosesAt);
          await timelines.deliver(post.id, { announce: true });
          await changes.changed({ kind: 'post-created', postId: post.id, authorId: post.authorId });
        },
        async edited(post) {
          await notices.posted(post.authorId, post.id, post.mentioned, {});
          if (post.visibilityChanged) await timelines.deliver(post.id, { announce: false });
          await live.changed(post.id, 'post');
          await changes.changed({ kind: 'post-edited', postId: post.id, authorId: post.authorId, visibilityBefore: post.visibilityBefore });
        },
        async deleted(post) {
          await pollEndings.cancel(post.id);
          await changes.changed({
            kind: 'post-deleted',
            postId: post.id,
            authorId: post.authorId,
            visibility: post.visibility,
            plainShare: post.plainShare,
          });
        },
      },
    });
    const policies = postPolicies(db);
    const moderated = moderatedPostContent(db, { post: (id) => posts.delete(id), comment: (id) => comments.delete(id) });
    moderationOf(app).content.register('post', moderated.post);
    moderationOf(app).content.register('comment', moderated.comment);
    const interactions = new PostInteractions({ reactions, comments, polls, favourites, images, notices });
    postsService.provide(app, posts);
    postInteractionsService.provide(app, interactions);
    postChangesService.provide(app, { listen: (listener) => changes.listen(listener) });
    accountErasureOf(app).beforeErase((memberId) => images.eraseFilesOf(memberId));
    await registerProductRoutes(app, postsRoutes, { posts, images, policies });
    await registerProductRoutes(app, favouritesRoutes, { posts, favourites, policies });
    await registerProductRoutes(app, engagementRoutes, { reactions, comments, interactions, policies, live });
    await registerProductRoutes(app, livePostRoutes, { live, policies });
    await registerProductRoutes(app, hideRoutes, { hiddenPosts: mutingOf(app).hiddenPosts, policies });
    await registerProductRoutes(app, searchRoutes, { search: new PostSearch(db, posts), posts });
  },
  { name: 'posts' },
);

/** Posts, for modules registered after this one. */
export const postsOf = postsService.of;
/** What members do with posts (react, comment, vote, save, upload an image), with the notices each sends. */
export const postInteractionsOf = postInteractionsService.of;
/** Tells a later module of every post and comment written, edited or deleted (the federation sends them on). */
export const postChangesOf = postChangesService.of;

export { postPolicies, postVisibleTo, type PostPolicies } from './policies.js';
export type { PostsService };
export type { OutboundCommentWithPost, OutboundPost } from './outboundPosts.js';
export type { PostChange } from './postChanges.js';
export type { PollTally } from './polls.js';
export type { StoredPostImage } from './presenters.js';
export { hashtagsOf, piecesOf } from './textTags.js';
export { reportablePosts } from './reportTargets.js';
