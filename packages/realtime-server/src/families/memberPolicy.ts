import { memberIdOfRealtimeUuid } from '@meshwork/contracts';
import type { Caller, RealtimeContext } from '../context.js';
import { ProtocolError } from '../errors.js';

/**
 * Who may do what in the files, push and objects families, in one place. Channel access itself
 * is the core's rule (`ctx.authorizeChannels`); this adds the rules about uuids. Open access
 * (protocol tests) allows everything.
 */
export class MemberPolicy {
  constructor(private readonly ctx: RealtimeContext) {}

  /** Files on a channel: listing and downloading need read access, uploading and deleting write access. Throws the protocol 403. */
  async assertChannelFiles(caller: Caller, channel: string, mode: 'read' | 'write'): Promise<void> {
    await this.ctx.authorizeChannels(caller, [channel], mode);
  }

  /** A device may be registered only for channels its member may read. Throws the protocol 403. */
  async assertPushChannels(caller: Caller, channels: string[]): Promise<void> {
    await this.ctx.authorizeChannels(caller, channels, 'read');
  }

  /**
   * Uuid metadata is visible for the caller's own realtime uuid and for those of the members whose
   * presence it may see (a uuid is `<member id>-rt`; other uuids belong to no member).
   */
  async uuidVisibility(caller: Caller): Promise<(uuid: string) => boolean> {
    if (this.ctx.options.openAccess) return () => true;
    if (caller.memberId === null) return () => false;
    const own = caller.memberId;
    const visible = await this.ctx.options.access.presenceVisibleTo(own);
    return (uuid) => {
      const memberId = memberIdOfRealtimeUuid(uuid);
      return memberId !== null && (memberId === own || visible.has(memberId));
    };
  }

  /** Only a member's own uuid metadata and memberships may be changed (and its memberships read). */
  isOwnUuid(caller: Caller, uuid: string): boolean {
    return this.ctx.options.openAccess || (caller.memberId !== null && memberIdOfRealtimeUuid(uuid) === caller.memberId);
  }

  /** Channel metadata and members follow the channel: visible when readable, changeable when writable. */
  async mayUseChannel(caller: Caller, channel: string, mode: 'read' | 'write'): Promise<boolean> {
    if (this.ctx.options.openAccess) return true;
    try {
      await this.ctx.authorizeChannels(caller, [channel], mode);
      return true;
    } catch (error) {
      if (error instanceof ProtocolError && error.status === 403) return false;
      throw error;
    }
  }
}
