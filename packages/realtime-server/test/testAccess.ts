import { groupChannelOf, realtimeUuidOf, roomChannelOf } from '@meshwork/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { RealtimeAccess, RealtimeServerSide } from '../src/index.js';

/** A member of the test host, signed in: its id, its realtime uuid and a session token (the `auth`). */
export interface TestMember {
  id: string;
  uuid: string;
  token: string;
}

const pairOf = (a: TestMember, b: TestMember) => [a.id, b.id].sort().join(' ');

/**
 * The host's side of the service in the package's tests, held in memory: session tokens of
 * members, friendships (who sees whose presence) and blocks, edited by the tests. Each change is
 * announced to the network as a product announces its own, through the server side of a node.
 */
export class TestAccess implements RealtimeAccess {
  private readonly sessions = new Map<string, string>();
  private readonly friendships = new Set<string>();
  private readonly blocks = new Set<string>();
  /** Membership channel (a group conversation, a room) → its members' ids. */
  private readonly memberships = new Map<string, Set<string>>();
  private readonly nodes: RealtimeServerSide[] = [];

  async memberOfAuth(auth: string | undefined): Promise<string | null> {
    return (auth && this.sessions.get(auth)) || null;
  }

  async presenceVisibleTo(viewerId: string): Promise<ReadonlySet<string>> {
    return this.othersOf(viewerId, this.friendships);
  }

  async blockedWith(memberId: string): Promise<ReadonlySet<string>> {
    return this.othersOf(memberId, this.blocks);
  }

  async membershipChannelsOf(memberId: string): Promise<ReadonlySet<string>> {
    return new Set([...this.memberships].filter(([, members]) => members.has(memberId)).map(([channel]) => channel));
  }

  /** Puts members in a group conversation (creating it) or takes them out. */
  setGroupMembers(groupId: string, add: TestMember[], remove: TestMember[] = []): Promise<void> {
    return this.setMembers(groupChannelOf(groupId), add, remove);
  }

  /** Lets members into a room (they entered it) or out of it (they left, or were removed). */
  setRoomMembers(roomId: string, add: TestMember[], remove: TestMember[] = []): Promise<void> {
    return this.setMembers(roomChannelOf(roomId), add, remove);
  }

  private async setMembers(channel: string, add: TestMember[], remove: TestMember[]): Promise<void> {
    const members = this.memberships.get(channel) ?? new Set<string>();
    for (const member of add) members.add(member.id);
    for (const member of remove) members.delete(member.id);
    this.memberships.set(channel, members);
    await this.announce([...add, ...remove].map((member) => member.id));
  }

  /** A new member with a session. */
  member(): TestMember {
    const id = randomUUID();
    return { id, uuid: realtimeUuidOf(id), token: this.signIn(id) };
  }

  /** Another session of a member, as a second device holds it. */
  secondSession(member: TestMember): TestMember {
    return { ...member, token: this.signIn(member.id) };
  }

  async signOut(member: TestMember): Promise<void> {
    this.signOutUnannounced(member);
    await this.announce([member.id]);
  }

  /** A sign-out whose announcement never reaches the network (it went out while the bus was down). */
  signOutUnannounced(member: TestMember): void {
    this.sessions.delete(member.token);
  }

  async befriend(a: TestMember, b: TestMember): Promise<void> {
    this.friendships.add(pairOf(a, b));
    await this.announce([a.id, b.id]);
  }

  async block(blocker: TestMember, blocked: TestMember): Promise<void> {
    this.blocks.add(pairOf(blocker, blocked));
    await this.announce([blocker.id, blocked.id]);
  }

  async unblock(blocker: TestMember, blocked: TestMember): Promise<void> {
    this.blocks.delete(pairOf(blocker, blocked));
    await this.announce([blocker.id, blocked.id]);
  }

  /** A node whose server side announces the changes; answers how to forget it when the node stops. */
  attach(node: RealtimeServerSide): () => void {
    this.nodes.push(node);
    return () => this.nodes.splice(this.nodes.indexOf(node), 1);
  }

  private signIn(memberId: string): string {
    const token = randomBytes(16).toString('hex');
    this.sessions.set(token, memberId);
    return token;
  }

  private othersOf(memberId: string, pairs: ReadonlySet<string>): ReadonlySet<string> {
    const others = new Set<string>();
    for (const pair of pairs) {
      const [first, second] = pair.split(' ') as [string, string];
      if (first === memberId) others.add(second);
      else if (second === memberId) others.add(first);
    }
    return others;
  }

  /** The bus carries an announcement to every node, so one node of the network says it. */
  private async announce(memberIds: string[]): Promise<void> {
    await this.nodes[0]?.accessChanged(memberIds);
  }
}
