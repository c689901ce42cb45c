import { roomLimits, type RoomPose } from '@meshwork/contracts';
import { readVoiceDescription, type VoiceDescription } from './sessionDescription';
import { SpatialVoices } from './spatialVoices';
import { isVoiceFull, makesTheOffer, voicesToConnect } from './voiceMeshRules';
import { VoicePeer } from './voicePeer';

export interface VoiceSignalling {
  /** Sends a description to one person (their member id), as `{ room: 'voice', to, description }` on the room's channel. */
  send(to: string, description: VoiceDescription): void;
}

export interface VoiceMeshOptions {
  myId: string;
  signalling: VoiceSignalling;
  /** The microphone (the caller's to stop), or null when refused or absent: the viewer then only listens. */
  microphone: MediaStream | null;
  /**
   * None by default: host candidates only, which connect people on one network or one machine.
   * Across the internet, pass a STUN server (and TURN for the networks STUN cannot cross).
   */
  iceServers?: RTCIceServer[];
}

// A dropped connection is tried once more this long after, while the person is still joined.
const retryDelayMs = 2000;

/**
 * The viewer's voice in a room: an audio connection with each other person who has voice (a
 * WebRTC mesh, at most `roomLimits.voicesMax` voices), signalled through the room's channel and
 * heard in space. One per room visit; `close()` frees everything but the microphone.
 */
export class VoiceMesh {
  private readonly myId: string;
  private readonly signalling: VoiceSignalling;
  private readonly iceServers: RTCIceServer[];
  private readonly microphoneTrack: MediaStreamTrack | null;
  private readonly audio: SpatialVoices;
  /** Everyone who has voice, in the order they joined. */
  private joined: string[] = [];
  private readonly peers = new Map<string, VoicePeer>();
  /** Who the viewer has offered to since they joined: later offers are only the one retry. */
  private readonly offered = new Set<string>();
  /** Who has had their one retry since they last connected. */
  private readonly retried = new Set<string>();
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private muted = false;
  private closed = false;
  private connectedNow: readonly string[] = [];
  private fullNow = false;

  constructor(options: VoiceMeshOptions) {
    this.myId = options.myId;
    this.signalling = options.signalling;
    this.iceServers = options.iceServers ?? [];
    this.microphoneTrack = options.microphone?.getAudioTracks()[0] ?? null;
    this.audio = new SpatialVoices(options.microphone);
  }

  /** Who the viewer hears now (connected), in join order: the same array until it changes. */
  get connected(): readonly string[] {
    return this.connectedNow;
  }

  /** More people have voice than the mesh holds: those who joined last are not connected. */
  get full(): boolean {
    return this.fullNow;
  }

  /** Told when `connected` or `full` changes (for `useSyncExternalStore`). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Call in the handler of the click that joins the voice: browsers start audio only after a gesture. */
  resume(): Promise<void> {
    return this.audio.resume();
  }

  /** Someone with voice is in the room: connect to them, within the cap (the lower id offers). */
  join(memberId: string): void {
    if (this.closed || memberId === this.myId || this.joined.includes(memberId)) return;
    this.joined.push(memberId);
    this.audio.resumeIfAllowed();
    this.reconcile();
  }

  leave(memberId: string): void {
    if (!this.joined.includes(memberId)) return;
    this.joined = this.joined.filter((id) => id !== memberId);
    this.offered.delete(memberId);
    this.retried.delete(memberId);
    this.drop(memberId);
    this.audio.forget(memberId);
    this.reconcile();
  }

  /** A description sent to the viewer. Anything malformed, or from someone not connectable, is ignored; it never throws. */
  async receive(from: string, value: unknown): Promise<void> {
    const description = readVoiceDescription(value);
    if (this.closed || !description || !this.connectable().has(from)) return;
    this.audio.resumeIfAllowed();
    try {
      if (description.type === 'offer') await this.open(from).answer(description);
      else await this.peers.get(from)?.accept(description);
    } catch {
      // A connection the browser refuses to make is the same as one that failed: nothing to tell the caller.
    }
  }

  /** Muted, the viewer sends no audio packets at all. Push to talk is this, called on press and release. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const peer of this.peers.values()) peer.setTrack(this.sentTrack());
    this.audio.resumeIfAllowed();
  }

  /** The viewer mutes someone for themselves only: that person's audio is not played here. */
  setMutedFor(memberId: string, muted: boolean): void {
    this.audio.setMutedHere(memberId, muted);
  }

  /** The viewer's pose, every frame or so: voices are heard from where they are relative to the viewer's head. */
  setListener(pose: RoomPose): void {
    this.audio.setListener(pose);
    this.audio.resumeIfAllowed();
  }

  setSpeaker(memberId: string, pose: RoomPose): void {
    if (memberId !== this.myId) this.audio.setSpeaker(memberId, pose);
  }

  /** How loud someone speaks now, 0..1, the viewer included (0 while muted): cheap enough for every frame. */
  loudnessOf(memberId: string): number {
    if (memberId !== this.myId) return this.audio.loudnessOf(memberId);
    return this.muted ? 0 : this.audio.microphoneLoudness();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.joined.forEach((memberId) => this.drop(memberId));
    this.joined = [];
    this.audio.close();
    this.changed();
    this.listeners.clear();
  }

  private sentTrack(): MediaStreamTrack | null {
    return this.muted ? null : this.microphoneTrack;
  }

  private connectable(): ReadonlySet<string> {
    return voicesToConnect(this.joined, roomLimits.voicesMax);
  }

  /** Connections follow who is joined and within the cap: the viewer offers to the newly connectable where the rule says so. */
  private reconcile(): void {
    const connectable = this.connectable();
    for (const memberId of this.peers.keys()) if (!connectable.has(memberId)) this.drop(memberId);
    for (const memberId of connectable) if (!this.offered.has(memberId) && makesTheOffer(this.myId, memberId)) this.offer(memberId);
    this.changed();
  }

  private offer(memberId: string): void {
    this.offered.add(memberId);
    void this.open(memberId).offer();
  }

  /** A new connection with someone, in place of any before it. */
  private open(memberId: string): VoicePeer {
    this.drop(memberId);
    const peer: VoicePeer = new VoicePeer({
      iceServers: this.iceServers,
      track: this.sentTrack(),
      send: (description) => this.signalling.send(memberId, description),
      onTrack: (track) => this.audio.play(memberId, track),
      onConnectedChange: () => {
        if (peer.connected) this.retried.delete(memberId);
        this.changed();
      },
      onEnded: () => this.ended(memberId, peer),
    });
    this.peers.set(memberId, peer);
    return peer;
  }

  /** The offering side tries once more after a while; the other side waits for that offer. */
  private ended(memberId: string, peer: VoicePeer): void {
    if (this.peers.get(memberId) !== peer) return;
    this.drop(memberId);
    if (makesTheOffer(this.myId, memberId) && !this.retried.has(memberId) && this.joined.includes(memberId)) {
      this.retried.add(memberId);
      const retry = () => {
        this.retryTimers.delete(memberId);
        if (!this.peers.has(memberId) && this.connectable().has(memberId)) this.offer(memberId);
      };
      this.retryTimers.set(memberId, setTimeout(retry, retryDelayMs));
    }
    this.changed();
  }

  private drop(memberId: string): void {
    clearTimeout(this.retryTimers.get(memberId));
    this.retryTimers.delete(memberId);
    this.peers.get(memberId)?.close();
    this.peers.delete(memberId);
    this.audio.stop(memberId);
  }

  private changed(): void {
    const connected = this.joined.filter((memberId) => this.peers.get(memberId)?.connected);
    const full = isVoiceFull(this.joined.length, roomLimits.voicesMax);
    const same =
      full === this.fullNow && connected.length === this.connectedNow.length && connected.every((id, i) => id === this.connectedNow[i]);
    if (same) return;
    [this.connectedNow, this.fullNow] = [connected, full];
    this.listeners.forEach((listener) => listener());
  }
}
