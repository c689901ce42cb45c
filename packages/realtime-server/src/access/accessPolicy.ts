import { memberIdOfRealtimeUuid, realtimeUuidOf } from '@meshwork/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller, RealtimeOptions } from '../serviceTypes.js';
import { badRequest, forbidden } from '../errors.js';
import { limits } from '../limits.js';
import { assertName, queryOf, stringParam } from '../params.js';
import { CachedAccess } from './cachedAccess.js';
import { readableChannelsSql } from './readableChannelsSql.js';
import { conversationPartnerOf, isProductChannel, mayDeleteMessages, mayUseChannel, mayUseGroup, uuidBelongsTo } from './channelRules.js';

export type AccessMode = 'read' | 'write';

/** A uuid's membership of a channel (objects v2). */
export interface Membership {
  uuid: string;
  channel: string;
}

const unique = (values: string[]) => [...new Set(values)];
const noMemberships: ReadonlySet<string> = new Set();

/**
 * Who calls, and what they may touch: every family asks here, and nowhere else.
 * - A channel by its name (`channelRules.ts`); a block closes the pair's conversation; a group
 *   conversation or a room is the members' the product names only, and its metadata is written by
 *   the product alone.
 * - A uuid is read by its member and by the members who see its presence (friends), written by its member only.
 * - Objects follow what they describe: channel metadata the channel, uuid metadata the uuid, a
 *   membership both its channel and its uuid.
 * - What a member added (a message action, a file) only that member removes; history is deleted
 *   only in one's own user channel.
 * Open access (protocol tests) allows everything.
 */
export class AccessPolicy {
  private readonly product: CachedAccess;
  private readonly changeListeners: Array<(memberIds: readonly string[] | null) => void> = [];

  constructor(private readonly options: RealtimeOptions) {
    this.product = new CachedAccess(options.access);
  }

  /** The caller of a request: its `auth` must be a session whose member owns `uuid` (unless open access). */
  async callerOf(request: FastifyRequest): Promise<Caller> {
    const query = queryOf(request);
    const uuid = stringParam(query, 'uuid') ?? '';
    assertName(uuid, limits.uuidMaxLength, 'UUID', 'Access Manager');
    const auth = stringParam(query, 'auth');
    const memberId = auth ? await this.product.memberOfAuth(auth) : null;
    if (this.options.openAccess) return { memberId, uuid };
    if (!memberId || !uuidBelongsTo(uuid, memberId)) throw forbidden();
    return { memberId, uuid };
  }

  assertKeys(keys: { subscribeKey: string; publishKey?: string }): void {
    if (keys.subscribeKey !== this.options.subscribeKey) throw badRequest('Invalid Subscribe Key', 'Access Manager');
    if (keys.publishKey !== undefined && keys.publishKey !== this.options.publishKey)
      throw badRequest('Invalid Publish Key', 'Access Manager');
  }

  /** The channels among these that the caller may read (or write). */
  async permittedChannels(caller: Caller, channels: string[], mode: AccessMode): Promise<string[]> {
    if (this.options.openAccess) return channels;
    const memberId = caller.memberId;
    if (!memberId) return [];
    // Memberships and blocks cost a lookup each, made only when such a channel is named.
    const memberships = channels.some(isProductChannel) ? await this.product.membershipChannelsOf(memberId) : noMemberships;
    const named = channels.filter((channel) => mayUseChannel(memberId, channel, mode, memberships));
    if (named.every((channel) => conversationPartnerOf(memberId, channel) === null)) return named;
    const blocked = await this.product.blockedWith(memberId);
    return named.filter((channel) => !blocked.has(conversationPartnerOf(memberId, channel) ?? ''));
  }

  /** Whether the caller may read a channel, decided at once: for each message a wildcard subscription reaches. */
  async channelReader(caller: Caller): Promise<(channel: string) => boolean> {
    const memberId = caller.memberId;
    if (this.options.openAccess) return () => true;
    if (!memberId) return () => false;
    const [blocked, memberships] = await Promise.all([this.product.blockedWith(memberId), this.product.membershipChannelsOf(memberId)]);
    return (channel) =>
      mayUseChannel(memberId, channel, 'read', memberships) && !blocked.has(conversationPartnerOf(memberId, channel) ?? '');
  }

  /** Setting or removing a channel's metadata: a writer of the channel, and never a group conversation's or a room's (the product's). */
  async authorizeChannelMetadataChange(caller: Caller, channel: string): Promise<void> {
    if (!this.options.openAccess && isProductChannel(channel)) throw forbidden({ channels: [channel] });
    await this.authorizeChannels(caller, [channel], 'write');
  }

  /** Throws the protocol's 403, naming the refused channels, unless the caller may use every one. */
  async authorizeChannels(caller: Caller, channels: string[], mode: AccessMode): Promise<void> {
    const permitted = new Set(await this.permittedChannels(caller, channels, mode));
    const refused = channels.filter((channel) => !permitted.has(channel));
    if (refused.length) throw forbidden({ channels: refused });
  }

  /** Channel groups live in their owner's namespace, `<member id>:<name>`. */
  authorizeGroups(caller: Caller, groups: string[]): void {
    if (this.options.openAccess) return;
    const refused = groups.filter((group) => !caller.memberId || !mayUseGroup(caller.memberId, group));
    if (refused.length) throw forbidden({ groups: refused });
  }

  /** The prefix of the groups a caller may list ('' in open access: all of them). */
  groupNamespaceOf(caller: Caller): string {
    return this.options.openAccess ? '' : `${caller.memberId}:`;
  }

  authorizeMessageDeletion(caller: Caller, channel: string): void {
    if (this.options.openAccess) return;
    if (!caller.memberId || !mayDeleteMessages(caller.memberId, channel)) throw forbidden({ channels: [channel] });
  }

  /** Removing a message action or a file: only its author, the uuid that added it. */
  authorizeRemoval(caller: Caller, channel: string, authorUuid: string): void {
    if (!this.options.openAccess && authorUuid !== caller.uuid) throw forbidden({ channels: [channel] });
  }

  /** Whether the caller may read (see the presence and metadata of) or write a uuid. */
  async uuidFilter(caller: Caller, mode: AccessMode): Promise<(uuid: string) => boolean> {
    const memberId = caller.memberId;
    if (this.options.openAccess) return () => true;
    if (!memberId) return () => false;
    const visible = mode === 'read' ? await this.product.presenceVisibleTo(memberId) : new Set<string>();
    return (uuid) => {
      const owner = memberIdOfRealtimeUuid(uuid);
      return owner !== null && (owner === memberId || visible.has(owner));
    };
  }

  /** The uuids the caller may read, for a database condition; null: every uuid (open access). */
  /** The channels the caller may read, as a condition on a channel-name column (none in open access). */
  async readableChannels(caller: Caller, channel: AnyColumn): Promise<SQL | undefined> {
    if (this.options.openAccess) return undefined;
    const memberId = caller.memberId;
    if (!memberId) return sql`false`;
    const [blocked, memberships] = await Promise.all([this.product.blockedWith(memberId), this.product.membershipChannelsOf(memberId)]);
    return readableChannelsSql(channel, memberId, { blocked, memberships });
  }

  async readableUuids(caller: Caller): Promise<string[] | null> {
    if (this.options.openAccess) return null;
    if (!caller.memberId) return [];
    return [caller.memberId, ...(await this.product.presenceVisibleTo(caller.memberId))].map(realtimeUuidOf);
  }

  async authorizeUuids(caller: Caller, uuids: string[], mode: AccessMode): Promise<void> {
    const permitted = await this.uuidFilter(caller, mode);
    const refused = uuids.filter((uuid) => !permitted(uuid));
    if (refused.length) throw forbidden({ uuids: refused });
  }

  /** Throws the protocol's 403 unless the caller may use both the channel and the uuid of every membership. */
  async authorizeMemberships(caller: Caller, memberships: Membership[], mode: AccessMode): Promise<void> {
    const channels = unique(memberships.map((membership) => membership.channel));
    const permittedChannels = new Set(await this.permittedChannels(caller, channels, mode));
    const permittedUuid = await this.uuidFilter(caller, mode);
    const refused = {
      channels: channels.filter((channel) => !permittedChannels.has(channel)),
      uuids: unique(memberships.map((membership) => membership.uuid)).filter((uuid) => !permittedUuid(uuid)),
    };
    if (refused.channels.length || refused.uuids.length) throw forbidden(refused);
  }

  /**
   * The rows whose membership the caller may read: its channel and its uuid are both readable, or
   * its channel is a group conversation or a room the caller is in (members see one another there).
   */
  async readableMemberships<Row>(caller: Caller, rows: Row[], membershipOf: (row: Row) => Membership): Promise<Row[]> {
    const channels = unique(rows.map((row) => membershipOf(row).channel));
    const readableChannels = new Set(await this.permittedChannels(caller, channels, 'read'));
    const readableUuid = await this.uuidFilter(caller, 'read');
    return rows.filter((row) => {
      const { uuid, channel } = membershipOf(row);
      return readableChannels.has(channel) && (isProductChannel(channel) || readableUuid(uuid));
    });
  }

  /**
   * The product says these members' sessions, friends or blocks changed (null: anyone's, when
   * announcements may have been lost). Cached answers about them are outdated at once, and the
   * listeners (held subscribes) hear of it.
   */
  accessChanged(memberIds: readonly string[] | null): void {
    this.product.accessChanged(memberIds);
    for (const listener of this.changeListeners) listener(memberIds);
  }

  onAccessChanged(listener: (memberIds: readonly string[] | null) => void): void {
    this.changeListeners.push(listener);
  }

  /** Take a mark before authorising a request that will be held; `changedSince` tells whether it may be outdated. */
  changeMark(): number {
    return this.product.mark();
  }

  changedSince(caller: Caller, mark: number): boolean {
    return caller.memberId !== null && this.product.changedSince(caller.memberId, mark);
  }
}
