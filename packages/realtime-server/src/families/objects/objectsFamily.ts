import type { FastifyRequest } from 'fastify';
import type { RealtimeContext } from '../../context.js';
import type { Caller } from '../../serviceTypes.js';
import type { MembershipStore } from './membershipStore.js';
import type { ChannelMetadataStore, UuidMetadataStore } from './metadataStores.js';
import type { ObjectEvents } from './objectEvents.js';
import { objectsError } from './objectsError.js';

/** What the routes of the objects family share. */
export interface ObjectsFamily {
  ctx: RealtimeContext;
  uuids: UuidMetadataStore;
  channels: ChannelMetadataStore;
  memberships: MembershipStore;
  events: ObjectEvents;
}

export type ObjectsRequest<P> = FastifyRequest<{
  Params: P & { sub: string };
  Querystring: Record<string, string | string[] | undefined>;
  Body: unknown;
}>;

/** Every objects call starts here: our subscribe key, then the caller. */
export async function objectsCaller(ctx: RealtimeContext, request: ObjectsRequest<object>): Promise<Caller> {
  ctx.policy.assertKeys({ subscribeKey: request.params.sub });
  return ctx.policy.callerOf(request);
}

/** Every change publishes an objects event, so it counts against the caller's publish rate. */
export async function countChange(ctx: RealtimeContext, caller: Caller): Promise<void> {
  await ctx.publishRate.consume(caller, () => objectsError(429, 'Too Many Requests'));
}

/** A uuid or channel id of the path: present, and never a list. */
export function objectIdOf(id: string | undefined, what: 'UUID' | 'Channel'): string {
  if (!id) throw objectsError(400, `${what} cannot be empty`, what.toLowerCase(), 'path');
  if (id.includes(',')) throw objectsError(400, `${what} may not contain a comma`, what.toLowerCase(), 'path');
  return id;
}

export function ifMatchOf(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  return Array.isArray(header) ? header.join(',') : header;
}

/** The include values of single objects and of their lists. */
export const entityIncludes = ['custom', 'status', 'type'] as const;
