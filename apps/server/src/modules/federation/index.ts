import { KeyedLimit } from '@meshwork/rate-limit';
import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { moduleService } from '../../composition/moduleService.js';
import { socialGraphOf } from '../friends/index.js';
import { instanceOf } from '../instance/index.js';
import { accountErasureOf } from '../account/index.js';
import { moderationOf, registerStaffRoutes, staffPolicies } from '../moderation/index.js';
import { notificationsOf } from '../notifications/index.js';
import { postChangesOf, postPolicies, postsOf } from '../posts/index.js';
import { homeFeedOf } from '../social/index.js';
import { profileChangesOf, usersOf } from '../users/index.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { ActorMembers } from './actorMembers.js';
import { DomainPolicies } from './domains/domainPolicies.js';
import { domainPolicyRoutes } from './domains/domainRoutes.js';
import { InboxGate } from './domains/inboxGate.js';
import { federationRoutes } from './fastifyBridge.js';
import { buildFederation } from './federation.js';
import { AccountResolver } from './following/accountResolver.js';
import { RemoteFollowing } from './following/remoteFollowing.js';
import { RemoteLikes } from './likes/remoteLikes.js';
import { remoteLikeRoutes } from './likes/routes.js';
import { RemoteReplies } from './replies/remoteReplies.js';
import { remoteReplyRoutes } from './replies/routes.js';
import { RemoteFollows } from './following/remoteFollows.js';
import { remoteFollowingRoutes } from './following/routes.js';
import { fediverseRoutes } from './fediverseRoutes.js';
import { ActorKeyPairs } from './keyPairs.js';
import { federationMediaRoutes } from './media/ourMediaRoutes.js';
import { RemoteMediaCache } from './media/remoteMediaCache.js';
import { remoteMediaRoutes } from './media/remoteMediaRoutes.js';
import { urisFromPublicOrigin } from './objects/objectUris.js';
import { actorDeletion } from './outbox/actorDeletion.js';
import { remoteDelivery } from './outbox/remoteDelivery.js';
import { AccountBlocking } from './blocking/accountBlocking.js';
import { remoteBlockRoutes } from './blocking/routes.js';
import { RemoteAuthors } from './remoteAuthors.js';
import { RemoteBlocks } from './remoteBlocks.js';
import { RemoteFollowers } from './remoteFollowers.js';
import { ReceivedFlags } from './flags/receivedFlags.js';
import { RemoteNoteReports } from './flags/remoteNoteReports.js';
import { RemotePosts } from './remotePosts.js';
import { RemoteReactions } from './remoteReactions.js';
import { addressPolicyOf } from './remote/addressPolicy.js';
import { RemoteActors } from './remoteActors.js';

/**
 * ActivityPub through Fedify (docs/federation.md): every member a logged-out visitor may see is
 * an actor other servers discover (WebFinger) and read, with their public posts and the pictures
 * of those, which their remote followers are sent as they change; NodeInfo and host-meta describe
 * the network. Replies, likes and shares of members' posts arrive, and the post page reads them;
 * followed accounts' notes join the home feed, and members like them and reply.
 * Members follow accounts of other servers. Administrators limit or suspend other servers; each server's deliveries have a budget.
 * The federation paths keep their raw-body parser in a scope of their own (`federationRoutes`).
 */
export const federationModule = fp<AppDependencies>(
  async (app, { db, jobs, config, redis, log, realtime, storage, mediaLinks }) => {
    const graph = socialGraphOf(app);
    const notifications = notificationsOf(app);
    const remoteAuthors = new RemoteAuthors(db);
    notifications.describeRemoteActorsWith((ids) => remoteAuthors.byIds(ids));
    const posts = postsOf(app);
    const signMedia = (path: string) => mediaLinks.sign(path);
    const receivedFlags = new ReceivedFlags();
    const federation = buildFederation({
      db,
      jobs,
      signMedia,
      receivedFlags,
      publicUrl: config.publicUrl,
      allowPrivateAddress: config.federation.allowPrivateAddresses,
      settings: instanceOf(app).settings,
      posts,
      notifications,
      realtime,
      follows: {
        directory: graph.directory,
        followingOf: (viewerId, memberId, page) => graph.memberFriends.followingOf(viewerId, memberId, page),
      },
    });
    const actors = new ActorMembers(db);
    const domainPolicies = new DomainPolicies(db);
    const perDomain = KeyedLimit.create({ redis, prefix: config.rateLimit.prefix }, 'federation-inbox', {
      points: config.federation.inboxPerDomainPerMinute,
      seconds: 60,
    });
    await app.register(federationRoutes, {
      federation,
      publicUrl: config.publicUrl,
      inboxGate: new InboxGate(domainPolicies, perDomain),
      usernameOfActor: async (actorId) => (await actors.byId(actorId))?.username,
    });
    await app.register(federationMediaRoutes, { outbound: posts.outbound });
    const addressPolicy = addressPolicyOf(config.federation.allowPrivateAddresses);
    const mediaCache = new RemoteMediaCache(storage, { publicUrl: config.publicUrl, addressPolicy });
    await registerProductRoutes(app, remoteMediaRoutes, { db, cache: mediaCache });
    await registerStaffRoutes(app, staffPolicies(db).administer, domainPolicyRoutes, {
      policies: domainPolicies,
      users: usersOf(app),
      auditLog: moderationOf(app).auditLog,
      ownHost: new URL(config.publicUrl).host,
    });
    const remotePosts = new RemotePosts(db, signMedia);
    await registerProductRoutes(app, fediverseRoutes, {
      policies: postPolicies(db),
      remotePosts,
      remoteReactions: new RemoteReactions(db),
    });
    homeFeedOf(app).useRemoteSource(remotePosts.feedOf);

    const remoteFollowers = new RemoteFollowers(db);
    const uris = urisFromPublicOrigin(config.publicUrl);
    const deliver = remoteDelivery(federation, {
      jobs,
      publicUrl: config.publicUrl,
      outbound: posts.outbound,
      remoteFollowers,
      uris,
      log,
    });
    postChangesOf(app).listen(deliver);
    profileChangesOf(app).listen((memberId) => deliver({ kind: 'profile-updated', authorId: memberId }));
    accountErasureOf(app).beforeErase(
      actorDeletion(federation, { publicUrl: config.publicUrl, remoteFollowers, keyPairs: new ActorKeyPairs(db) }),
    );

    // Members following remote accounts send as themselves and fetch through the federation's loaders.
    const context = federation.createContext(new URL(config.publicUrl), undefined);
    const resolver = new AccountResolver({
      publicUrl: config.publicUrl,
      allowPrivateAddresses: config.federation.allowPrivateAddresses,
      documentLoader: context.documentLoader,
      contextLoader: context.contextLoader,
    });
    const following = new RemoteFollowing(db);
    const blocks = new RemoteBlocks(db);
    const follows = new RemoteFollows({
      blocks,
      resolver,
      remoteActors: new RemoteActors(db, addressPolicy),
      following,
      context,
    });
    await registerProductRoutes(app, remoteFollowingRoutes, { follows, following });
    await registerProductRoutes(app, remoteBlockRoutes, { blocking: new AccountBlocking(blocks, context, notifications), blocks });
    await registerProductRoutes(app, remoteLikeRoutes, { likes: new RemoteLikes(db, context) });
    await registerProductRoutes(app, remoteReplyRoutes, { replies: new RemoteReplies(db, context, uris) });
    const remoteNoteReports = new RemoteNoteReports(db, context);
    remoteReportsService.provide(app, {
      seenBy: (memberId, noteId) => remoteNoteReports.seenBy(memberId, noteId),
      asStaffSee: (noteId) => remoteNoteReports.asStaffSee(noteId),
      forward: (noteId, comment) => remoteNoteReports.forward(noteId, comment),
      fileReceivedWith: (filer) => receivedFlags.fileWith(filer),
    });

    // Listening only names the handler of queued messages: done now, before the job queue starts to run them.
    const stopListening = new AbortController();
    void federation.startQueue(undefined, { signal: stopListening.signal });
    app.addHook('onClose', async () => stopListening.abort());
  },
  { name: 'federation' },
);

/** What the reports module uses of this one. */
interface RemoteReports extends Pick<RemoteNoteReports, 'seenBy' | 'asStaffSee' | 'forward'> {
  fileReceivedWith: ReceivedFlags['fileWith'];
}

const remoteReportsService = moduleService<RemoteReports>('remote-reports');

/**
 * Reports and other servers, for the reports module: who may report a note of another server, how
 * staff see it, its copy to its server, and where the reports other servers send are filed.
 */
export const remoteReportsOf = remoteReportsService.of;

export type { ReceivedReport } from './flags/receivedFlags.js';
