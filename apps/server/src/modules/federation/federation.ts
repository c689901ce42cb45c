import { createFederation, type Federation } from '@fedify/fedify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import type { InstanceSettingsStore } from '../instance/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { PostsService } from '../posts/index.js';
import { actorDocument } from './actorDocument.js';
import { ActorMembers } from './actorMembers.js';
import { setCollectionDispatchers, type FollowLists } from './collections.js';
import { listenForBlocks } from './inbox/blocks.js';
import { listenForFlags } from './inbox/flags.js';
import type { ReceivedFlags } from './flags/receivedFlags.js';
import { RemoteFollowing } from './following/remoteFollowing.js';
import { listenForFollowAnswers } from './inbox/followAnswers.js';
import { listenForFollows } from './inbox/follows.js';
import { listenForNotes } from './inbox/notes.js';
import { listenForReactions } from './inbox/reactions.js';
import { listenForUndos } from './inbox/undos.js';
import { JobQueueMessageQueue } from './jobQueueMessageQueue.js';
import { instanceActorDocument, instanceActorIdentifier } from './instanceActor.js';
import { ActorKeyPairs } from './keyPairs.js';
import { nodeInfo } from './nodeInfo.js';
import { setObjectDispatchers } from './objects/objectDispatchers.js';
import { apPaths, urisFromPublicOrigin } from './objects/objectUris.js';
import { publicPosts } from './objects/publicPosts.js';
import { PostgresKvStore } from './postgresKvStore.js';
import { RemoteActors } from './remoteActors.js';
import { RemoteBlocks } from './remoteBlocks.js';
import { RemoteFollowers } from './remoteFollowers.js';
import { RemotePosts } from './remotePosts.js';
import type { SignMediaPath } from './remoteNotePresenter.js';
import { storedReply } from './replies/remoteReplies.js';
import { RemoteAuthors } from './remoteAuthors.js';
import { RemoteLiveFeed } from './remoteLiveFeed.js';
import { RemoteNotifications } from './remoteNotifications.js';
import { RemoteReactions } from './remoteReactions.js';
import { RemoteShares } from './remoteShares.js';
import { addressPolicyOf } from './remote/addressPolicy.js';
import { createAuthenticatedDocumentLoaderFactory, createDocumentLoaderFactory } from './remote/documentLoader.js';

export interface FederationDependencies {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  /** Lets the document loaders reach, and the inboxes kept be at, private addresses: for tests on loopback only (FEDERATION_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateAddress: boolean;
  settings: InstanceSettingsStore;
  posts: Pick<PostsService, 'publicPostCount' | 'outbound'>;
  follows: FollowLists;
  /** The realtime service, to announce followed accounts' new notes live. */
  realtime: Pick<RealtimeRelay, 'publish'>;
  /** Signs the links of notes' pictures (a note kept by the inbox is presented by the same class that keeps it). */
  signMedia: SignMediaPath;
  /** Where reports other servers send go (the reports module sets the filer). */
  receivedFlags: ReceivedFlags;
  /** What members hear of remote follows, likes, shares and replies (the notifications module's). */
  notifications: Pick<NotificationService, 'notify' | 'retract' | 'retractRemote'>;
}

/** Where each member is an actor, by id (stable across username changes). */
const actorPath = apPaths.actor;

/**
 * The network's Fedify federation: members as actors with their keys and collections, their
 * public posts and comments as objects, WebFinger, NodeInfo and the inboxes (signatures checked;
 * follows, blocks, replies, likes and shares from other servers handled, and their answers to members' follows), on our PostgreSQL key–value store and job queue. Remote
 * documents are fetched by our SSRF-safe loaders only. The queue is started by the module, before
 * the job queue runs.
 */
export function buildFederation(deps: FederationDependencies): Federation<void> {
  const actors = new ActorMembers(deps.db);
  const keyPairs = new ActorKeyPairs(deps.db);
  const remoteFollowers = new RemoteFollowers(deps.db);
  const uris = urisFromPublicOrigin(deps.publicUrl);
  const kv = new PostgresKvStore(deps.db);
  PostgresKvStore.schedulePurge(deps.db, deps.jobs);
  // The private-address rule and the User-Agent are the loaders' own: Fedify refuses its options for them beside custom loaders.
  const remote = { publicUrl: deps.publicUrl, allowPrivateAddresses: deps.allowPrivateAddress, cache: kv };
  const federation = createFederation<void>({
    kv,
    queue: new JobQueueMessageQueue(deps.jobs),
    manuallyStartQueue: true,
    origin: deps.publicUrl,
    documentLoaderFactory: createDocumentLoaderFactory(remote),
    authenticatedDocumentLoaderFactory: createAuthenticatedDocumentLoaderFactory(remote),
  });

  federation
    .setActorDispatcher(actorPath, async (ctx, identifier) => {
      if (identifier === instanceActorIdentifier)
        return instanceActorDocument(ctx, (await deps.settings.current()).name, await ctx.getActorKeyPairs(identifier));
      const member = await actors.byId(identifier);
      return member ? actorDocument(ctx, member, await ctx.getActorKeyPairs(identifier)) : null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (identifier === instanceActorIdentifier) return keyPairs.ofInstance();
      return (await actors.byId(identifier)) ? keyPairs.of(identifier) : [];
    })
    .mapHandle(async (_ctx, username) => (await actors.idOfUsername(username)) ?? null);

  setCollectionDispatchers(federation, actors, deps.follows, remoteFollowers, {
    outbound: deps.posts.outbound,
    posts: publicPosts(deps.posts.outbound, uris),
  });
  setObjectDispatchers(federation, { outbound: deps.posts.outbound, reply: (id) => storedReply(deps.db, id) }, uris);
  const inbox = federation.setInboxListeners(`${actorPath}/inbox`, '/ap/inbox');
  const remoteActors = new RemoteActors(deps.db, addressPolicyOf(deps.allowPrivateAddress));
  const remoteReactions = new RemoteReactions(deps.db);
  const outbound = deps.posts.outbound;
  const remoteBlocks = new RemoteBlocks(deps.db);
  const notifications = new RemoteNotifications(new RemoteAuthors(deps.db), deps.notifications);
  listenForFollows(inbox, { actors, remoteActors, remoteFollowers, remoteBlocks, notifications });
  listenForBlocks(inbox, remoteBlocks);
  const remotePosts = new RemotePosts(deps.db, deps.signMedia);
  const remoteShares = new RemoteShares(deps.db);
  const liveFeed = new RemoteLiveFeed(deps.db, deps.realtime);
  listenForNotes(inbox, { db: deps.db, actors, outbound, remoteActors, remotePosts, notifications, liveFeed });
  listenForReactions(inbox, { db: deps.db, outbound, remoteActors, remoteReactions, remotePosts, remoteShares, notifications, liveFeed });
  listenForUndos(inbox, { actors, remoteActors, remoteFollowers, remoteBlocks, remoteReactions, remoteShares, notifications });
  listenForFollowAnswers(inbox, new RemoteFollowing(deps.db));
  listenForFlags(inbox, { actors, outbound, received: deps.receivedFlags });
  federation.setNodeInfoDispatcher('/nodeinfo/2.1', () => nodeInfo(deps.db, deps.settings, deps.posts));
  return federation;
}
