import type { RoomEntry, RoomPerson, RoomPose } from '@meshwork/contracts';
import type { TabSubscription } from '../../realtime/tabSubscription';
import { LiveRoom } from './liveRoom';
import { VoiceMesh } from './voice/voiceMesh';

/** What the page shows of the visit besides the scene: the end of it, the host's word, a stranger inside. */
export interface RoomSessionEvents {
  ended(reason: 'removed' | 'refused'): void;
  hostMuted(): void;
  /** The host brought the viewer to a place. */
  movedByHost(x: number, z: number): void;
  /** Who the server says is inside, asked when someone the page does not know yet shows up. */
  whoIsInside(): Promise<readonly RoomPerson[]>;
  /** The visit is over: the server hears the viewer left. */
  left(): void;
}

/**
 * One visit of a room: its live state on the tab's subscription and, while it runs, the viewer's
 * voice mesh with everyone inside (listening without a microphone), signalled through the room's
 * channel. It may stop and start again (a remount): the mesh is made anew, muted as before.
 */
export class RoomSession {
  readonly live: LiveRoom;
  private voice: VoiceMesh | null = null;
  private muted = true;
  private readonly mutedFor = new Set<string>();
  private leaving: ReturnType<typeof setTimeout> | undefined;
  private readonly voiceListeners = new Set<() => void>();

  constructor(
    entry: RoomEntry,
    tab: TabSubscription,
    private readonly microphone: MediaStream | null,
    private readonly events: RoomSessionEvents,
  ) {
    this.live = new LiveRoom(entry.room, entry.me, tab, {
      voice: (from, description) => void this.voice?.receive(from, description),
      arrived: (memberId) => this.voice?.join(memberId),
      departed: (memberId) => this.voice?.leave(memberId),
      hostMuted: events.hostMuted,
      movedByHost: events.movedByHost,
      ended: events.ended,
      stranger: () =>
        void events.whoIsInside().then(
          (people) => this.meet(people),
          () => undefined,
        ),
    });
    this.live.loudness = (memberId) => this.voice?.loudnessOf(memberId) ?? 0;
  }

  start(): void {
    clearTimeout(this.leaving);
    const voice = new VoiceMesh({
      myId: this.live.me.user_id,
      microphone: this.microphone,
      signalling: { send: (to, description) => this.live.sendVoice(to, description) },
    });
    voice.subscribe(() => this.voiceListeners.forEach((listener) => listener()));
    voice.setMuted(this.muted);
    for (const memberId of this.mutedFor) voice.setMutedFor(memberId, true);
    this.voice = voice;
    this.live.start();
    this.meet(this.live.room.people);
    for (const figure of this.live.others()) voice.join(figure.id);
  }

  /** Told when the voice fills or frees (for `useSyncExternalStore`). */
  subscribeVoice = (listener: () => void): (() => void) => {
    this.voiceListeners.add(listener);
    return () => void this.voiceListeners.delete(listener);
  };

  /** More people have voice than the mesh holds: the page says so. */
  voiceFull = (): boolean => this.voice?.full ?? false;

  /** Stops; the server hears the viewer left unless the visit starts again at once (a remount). */
  stop(): void {
    this.live.stop();
    this.voice?.close();
    this.voice = null;
    this.leaving = setTimeout(this.events.left, 0);
  }

  /** The people the server says are inside: the newly known ones join the voice too. */
  meet(people: readonly RoomPerson[]): void {
    const known = new Set(this.live.others().map((figure) => figure.id));
    this.live.meet(people);
    for (const person of people)
      if (person.user_id !== this.live.me.user_id && !known.has(person.user_id)) this.voice?.join(person.user_id);
  }

  /** The scene's pose of the viewer, every frame: it goes out, and the viewer hears from where they stand. */
  moved = (pose: RoomPose): void => {
    this.live.moved(pose);
    if (!this.voice) return;
    this.voice.setListener(pose);
    const now = performance.now();
    for (const figure of this.live.others()) {
      const theirs = this.live.poseOf(figure.id, now);
      if (theirs) this.voice.setSpeaker(figure.id, theirs);
    }
  };

  /** Whether the viewer's microphone goes out (muted, push to talk released, or none). */
  setSending(sending: boolean): void {
    this.muted = !sending;
    this.voice?.setMuted(this.muted);
  }

  /** The viewer mutes someone for themselves only. */
  setMutedFor(memberId: string, muted: boolean): void {
    if (muted) this.mutedFor.add(memberId);
    else this.mutedFor.delete(memberId);
    this.voice?.setMutedFor(memberId, muted);
  }
}
