import { memberIdOfRealtimeUuid, realtimeUuidOf } from '@meshwork/contracts';
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
   * The uuids whose metadata the caller may see (null: every uuid): its own realtime uuid and those
   * of the members whose presence it may see. Other uuids belong to no member.
   */
  async visibleUuids(caller: Caller): Promise<string[] | null> {
    if (this.ctx.options.openAccess) return null;
    if (caller.memberId === null) return [];
    const others = await this.ctx.options.access.presenceVisibleTo(caller.memberId);
    return [caller.memberId, ...others].map(realtimeUuidOf);
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
