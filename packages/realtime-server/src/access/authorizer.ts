import type { FastifyRequest } from 'fastify';
import type { Caller, RealtimeOptions } from '../context.js';
import { badRequest, forbidden } from '../errors.js';
import { limits } from '../limits.js';
import { assertName, queryOf, stringParam } from '../params.js';
import { memberIdOfRealtimeUuid } from '@meshwork/contracts';
import { conversationPartnerOf, mayUseChannel, mayUseGroup, uuidBelongsTo } from './channelRules.js';
import { ExpiringCache } from './expiringCache.js';

// A session is looked up at most every 30 s per token, so a long-poll loop costs no query per
// request; a logout takes effect within that time. Unknown tokens are remembered briefly too.
const sessionTtlMs = 30_000;
const unknownSessionTtlMs = 5_000;
const presenceVisibilityTtlMs = 30_000;
// A new block closes the conversation within seconds.
const blocksTtlMs = 3_000;

/** Who calls, and what they may touch: every family asks here in one line. */
export class Authorizer {
  private readonly members = new ExpiringCache<string | null>(sessionTtlMs, 100_000);
  private readonly visibility = new ExpiringCache<ReadonlySet<string>>(presenceVisibilityTtlMs, 100_000);
  private readonly blocks = new ExpiringCache<ReadonlySet<string>>(blocksTtlMs, 100_000);

  constructor(private readonly options: RealtimeOptions) {}

  async callerOf(request: FastifyRequest): Promise<Caller> {
    const query = queryOf(request);
    const uuid = stringParam(query, 'uuid') ?? '';
    assertName(uuid, limits.uuidMaxLength, 'UUID', 'Access Manager');
    const auth = stringParam(query, 'auth');
    const memberId = auth
      ? await this.members.getOrLoad(
          auth,
          () => this.options.access.memberOfAuth(auth),
          (found) => (found ? sessionTtlMs : unknownSessionTtlMs),
        )
      : null;
    if (this.options.openAccess) return { memberId, uuid };
    if (!memberId || !uuidBelongsTo(uuid, memberId)) throw forbidden();
    return { memberId, uuid };
  }

  async authorizeChannels(caller: Caller, channels: string[], mode: 'read' | 'write'): Promise<void> {
    if (this.options.openAccess) return;
    const memberId = caller.memberId;
    const refused = channels.filter((channel) => !memberId || !mayUseChannel(memberId, channel, mode));
    if (refused.length) throw forbidden({ channels: refused });
    const partners = channels.map((channel) => conversationPartnerOf(memberId!, channel)).filter((partner) => partner !== null);
    if (partners.length === 0) return;
    const blocked = await this.blocks.getOrLoad(memberId!, () => this.options.access.blockedWith(memberId!));
    const closed = channels.filter((channel) => blocked.has(conversationPartnerOf(memberId!, channel) ?? ''));
    if (closed.length) throw forbidden({ channels: closed });
  }

  async authorizeGroups(caller: Caller, groups: string[]): Promise<void> {
    if (this.options.openAccess) return;
    const refused = groups.filter((group) => !caller.memberId || !mayUseGroup(caller.memberId, group));
    if (refused.length) throw forbidden({ groups: refused });
  }

  assertKeys(keys: { subscribeKey: string; publishKey?: string }): void {
    if (keys.subscribeKey !== this.options.subscribeKey) throw badRequest('Invalid Subscribe Key', 'Access Manager');
    if (keys.publishKey !== undefined && keys.publishKey !== this.options.publishKey)
      throw badRequest('Invalid Publish Key', 'Access Manager');
  }

  /** Tells whether the viewer may see a uuid's presence: everyone in open access, else its own and its friends'. */
  async presenceFilterFor(caller: Caller): Promise<(uuid: string) => boolean> {
    const viewer = caller.memberId;
    if (this.options.openAccess || !viewer) return () => true;
    const visible = await this.visibility.getOrLoad(viewer, () => this.options.access.presenceVisibleTo(viewer));
    return (uuid) => {
      const memberId = memberIdOfRealtimeUuid(uuid);
      return memberId !== null && (memberId === viewer || visible.has(memberId));
    };
  }
}
