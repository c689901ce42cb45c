import {
  decodeRoomPose,
  encodeRoomPose,
  isRoomMessage,
  memberIdOfRealtimeUuid,
  roomEmotes,
  roomReactions,
  serverRealtimeUuid,
  serverRoomNews,
  type Room,
  type RoomEmote,
  type RoomMessage,
  type RoomPerson,
  type RoomPose,
  type RoomReaction,
} from '@meshwork/contracts';
import { fire, signal, type MessageEvent, type PresenceEvent, type SignalEvent } from '@meshwork/realtime-client';
import type { ChannelRegistration, TabSubscription } from '../../realtime/tabSubscription';
import { PoseBuffer, PosePacer } from './poseBuffer';
import type { FloatingReaction, RoomFigure, RoomView } from './roomView';

const emoteMs = 2500;
const reactionMs = 2200;

/** What the page does with the room's news that is not drawing: the voice, the host's word, the end. */
export interface LiveRoomEvents {
  /** Someone's session description for the viewer's voice. */
  voice(from: string, description: unknown): void;
  /** Someone came in (they may speak) or went (their voice ends). */
  arrived(memberId: string): void;
  departed(memberId: string): void;
  /** The host muted the viewer. */
  hostMuted(): void;
  /** The host brought the viewer to a place. */
  movedByHost(x: number, z: number): void;
  /** The service closed the room to the viewer: the host removed them, or they may no longer be there. */
  ended(reason: 'removed' | 'refused'): void;
  /** Someone unknown is present: the page asks the server who is inside. */
  stranger(): void;
}

const figureOf = (person: RoomPerson): RoomFigure => ({ id: person.user_id, name: person.nickname, avatarUrl: person.avatar_url });

/**
 * A room while the viewer is in it, on the tab's subscription: who is inside (the service's
 * presence, and the server's word on who came in), their poses (signals, interpolated), emotes,
 * reactions and voice signalling (messages never stored). The 3D scene, the map and the people
 * list read it; the viewer's own pose, emotes and reactions go out through it.
 */
export class LiveRoom implements RoomView {
  private readonly people = new Map<string, RoomPerson>();
  private figures: readonly RoomFigure[] = [];
  private readonly poses = new Map<string, PoseBuffer>();
  private readonly emotes = new Map<string, { emote: RoomEmote; since: number }>();
  private readonly reactions = new Map<string, FloatingReaction[]>();
  private readonly listeners = new Set<() => void>();
  private readonly pacer = new PosePacer();
  private registration: ChannelRegistration | null = null;
  private reactionKeys = 0;
  /** A pose on its way: the next waits for it, so poses never overtake one another on the way. */
  private posing = false;
  /** The viewer's pose now, as the scene last reported it. */
  myPose: RoomPose | null = null;
  /** Loudness of each voice, from the voice mesh once there is one. */
  loudness: (memberId: string) => number = () => 0;

  constructor(
    readonly room: Room,
    readonly me: RoomPerson,
    private readonly tab: TabSubscription,
    private readonly events: LiveRoomEvents,
  ) {}

  start(): void {
    this.registration = this.tab.register(
      {
        signal: (event) => this.signalled(event),
        message: (event) => this.told(event),
        presence: (event) => this.presence(event),
        refused: () => this.events.ended('refused'),
      },
      { withPresence: true },
    );
    this.registration.setChannels([this.room.channel]);
  }

  /** Leaves the channel, telling the service at once so that others see the viewer go. */
  stop(): void {
    this.registration?.remove({ leave: true });
    this.registration = null;
  }

  /** The people the server says are inside (entering, or asked again). */
  meet(people: readonly RoomPerson[]): void {
    for (const person of people) if (person.user_id !== this.me.user_id) this.people.set(person.user_id, person);
    this.changed();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  others = () => this.figures;
  person = (memberId: string) => this.people.get(memberId);

  poseOf(id: string, now: number): RoomPose | null {
    if (id === this.me.user_id) return this.myPose;
    return this.poses.get(id)?.poseAt(now) ?? null;
  }

  emoteOf(id: string, now: number) {
    const emote = this.emotes.get(id);
    return emote && now - emote.since < emoteMs ? emote : null;
  }

  reactionsOf(id: string, now: number): readonly FloatingReaction[] {
    return (this.reactions.get(id) ?? []).filter((reaction) => now - reaction.since < reactionMs);
  }

  loudnessOf(id: string): number {
    return this.loudness(id);
  }

  /** The scene's pose of the viewer, every frame: it goes out when it should, the newest once the last one arrived. */
  moved(pose: RoomPose): void {
    this.myPose = pose;
    if (this.posing || !this.pacer.offer(pose, performance.now())) return;
    this.posing = true;
    void signal(this.tab.connection, { channel: this.room.channel, message: encodeRoomPose(pose) })
      .catch(() => this.pacer.resend())
      .finally(() => {
        this.posing = false;
      });
  }

  emote(emote: RoomEmote): void {
    this.emotes.set(this.me.user_id, { emote, since: performance.now() });
    this.send({ room: 'emote', emote });
  }

  react(reaction: RoomReaction): void {
    this.addReaction(this.me.user_id, reaction);
    this.send({ room: 'reaction', reaction });
  }

  sendVoice(to: string, description: { type: 'offer' | 'answer'; sdp: string }): void {
    this.send({ room: 'voice', to, description });
  }

  private send(message: RoomMessage): void {
    void fire(this.tab.connection, { channel: this.room.channel, message }).catch(() => undefined);
  }

  private signalled(event: SignalEvent): void {
    const from = memberIdOfRealtimeUuid(event.publisher ?? '');
    const pose = decodeRoomPose(event.message);
    if (!from || !pose || from === this.me.user_id) return;
    if (!this.people.has(from)) this.events.stranger();
    const buffer = this.poses.get(from) ?? new PoseBuffer();
    this.poses.set(from, buffer);
    buffer.push(pose, performance.now());
  }

  private told(event: MessageEvent): void {
    if (!isRoomMessage(event.message)) return;
    const message = event.message;
    // A member could publish the server's news (a removal, a host's mute) in others' names: only the server's counts.
    if (serverRoomNews.has(message.room) && event.publisher !== serverRealtimeUuid) return;
    const from = memberIdOfRealtimeUuid(event.publisher ?? '');
    const now = performance.now();
    switch (message.room) {
      case 'joined':
        if (message.person.user_id === this.me.user_id) return;
        this.meet([message.person]);
        this.pacer.resend();
        return this.events.arrived(message.person.user_id);
      case 'left':
        return this.depart(message.member_id);
      case 'removed':
        if (message.member_id === this.me.user_id) return this.events.ended('removed');
        return this.depart(message.member_id);
      case 'host-muted':
        if (message.member_id === this.me.user_id) this.events.hostMuted();
        return;
      case 'moved':
        if (message.member_id === this.me.user_id) return this.events.movedByHost(message.x, message.z);
        return this.poses
          .get(message.member_id)
          ?.jump({ ...(this.poseOf(message.member_id, now) ?? idlePose), position: [message.x, 0, message.z] }, now);
      case 'emote':
        if (from && from !== this.me.user_id && roomEmotes.includes(message.emote))
          this.emotes.set(from, { emote: message.emote, since: now });
        return;
      case 'reaction':
        if (from && from !== this.me.user_id && roomReactions.includes(message.reaction)) this.addReaction(from, message.reaction);
        return;
      case 'voice':
        if (from && message.to === this.me.user_id) this.events.voice(from, message.description);
    }
  }

  private presence(event: PresenceEvent): void {
    const memberId = memberIdOfRealtimeUuid(event.uuid ?? '');
    if (!memberId || memberId === this.me.user_id) return;
    if (event.action === 'leave' || event.action === 'timeout') this.depart(memberId);
    if (event.action === 'join' && !this.people.has(memberId)) this.events.stranger();
  }

  private depart(memberId: string): void {
    if (!this.people.delete(memberId)) return;
    this.poses.delete(memberId);
    this.events.departed(memberId);
    this.changed();
  }

  private addReaction(memberId: string, reaction: RoomReaction): void {
    const now = performance.now();
    this.reactions.set(memberId, [...this.reactionsOf(memberId, now), { key: ++this.reactionKeys, reaction, since: now }]);
  }

  private changed(): void {
    this.figures = [...this.people.values()].map(figureOf);
    for (const listener of this.listeners) listener();
  }
}

const idlePose: RoomPose = { position: [0, 0, 0], yaw: 0, pitch: 0, headHeight: 1.6 };
