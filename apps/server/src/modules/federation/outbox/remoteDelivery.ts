import type { Federation } from '@fedify/fedify';
import type { Activity } from '@fedify/vocab';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../../jobs/queue.js';
import type { PostChange, PostsService } from '../../posts/index.js';
import type { FederationUris } from '../objects/objectUris.js';
import type { RemoteFollowers } from '../remoteFollowers.js';
import { commentActivityOf } from './commentActivities.js';
import { postActivityOf } from './postActivities.js';
import { profileUpdateOf } from './profileUpdate.js';

const task = 'federation-outbox';

/** A change to send to the remote followers of its author: a post's or comment's, or a profile's. */
export type OutboxChange = PostChange | { kind: 'profile-updated'; authorId: string };

export interface RemoteDeliveryDependencies {
  jobs: JobQueue;
  publicUrl: string;
  outbound: PostsService['outbound'];
  remoteFollowers: RemoteFollowers;
  uris: FederationUris;
  log: FastifyBaseLogger;
}

/**
 * Sends members' public changes to their remote followers (docs/federation.md, Delivery). The
 * member's request only queues a job; the job reads what may leave now and hands the activity to
 * Fedify, which queues one delivery per inbox (a server's shared inbox once) and retries each.
 * Nothing is read or sent for an author without remote followers.
 */
export function remoteDelivery(federation: Federation<void>, deps: RemoteDeliveryDependencies) {
  async function activityOf(change: OutboxChange): Promise<Activity | null> {
    switch (change.kind) {
      case 'profile-updated':
        return profileUpdateOf(federation.createContext(new Request(deps.publicUrl), undefined), change.authorId);
      case 'comment-created':
      case 'comment-edited':
      case 'comment-deleted':
        return commentActivityOf(change, deps.outbound, deps.uris);
      default:
        return postActivityOf(change, deps.outbound, deps.uris);
    }
  }

  deps.jobs.define<OutboxChange>(task, async (change) => {
    if (!(await deps.remoteFollowers.any(change.authorId))) return;
    const activity = await activityOf(change);
    if (!activity) return;
    const ctx = federation.createContext(new URL(deps.publicUrl), undefined);
    await ctx.sendActivity({ identifier: change.authorId }, 'followers', activity, { preferSharedInbox: true });
  });

  /** Queues the change; a failure is logged, never the member's: their own write is done. */
  return async (change: OutboxChange): Promise<void> => {
    try {
      await deps.jobs.add(task, change, { maxAttempts: 3 });
    } catch (error) {
      deps.log.error({ err: error, change }, 'Federation: a change could not be queued for remote followers');
    }
  };
}
