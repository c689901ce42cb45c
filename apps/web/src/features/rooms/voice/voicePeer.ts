import { iceGatheringDone } from './iceGathering';
import type { VoiceDescription } from './sessionDescription';

// Non-trickle ICE: each side sends one description, its candidates inside, once gathering ends (host
// candidates take milliseconds; a STUN server that does not answer would hold it up to this long).
const gatheringTimeoutMs = 2000;
// Not connected by then: the offer went unanswered (the other had not joined the viewer yet, or the
// message was lost) or ICE found no path. The peer ends and the mesh may try once more.
const connectTimeoutMs = 10_000;

interface VoicePeerOptions {
  iceServers: RTCIceServer[];
  /** What the viewer sends: the microphone's track, or null while muted or only listening. */
  track: MediaStreamTrack | null;
  send(description: VoiceDescription): void;
  /** The other's audio track, known at negotiation: it sounds once packets flow. */
  onTrack(track: MediaStreamTrack): void;
  onConnectedChange(): void;
  /** Failed, or never connected: called once, never after `close()`. */
  onEnded(): void;
}

/**
 * The audio connection with one other person: one sendrecv audio transceiver negotiated once, so
 * that muting is only `replaceTrack` on its sender.
 */
export class VoicePeer {
  private readonly connection: RTCPeerConnection;
  private readonly connectTimer: ReturnType<typeof setTimeout>;
  private track: MediaStreamTrack | null;
  private ended = false;

  constructor(private readonly options: VoicePeerOptions) {
    this.track = options.track;
    this.connection = new RTCPeerConnection({ iceServers: options.iceServers });
    this.connection.addEventListener('track', (event) => {
      if (event.track.kind === 'audio') options.onTrack(event.track);
    });
    this.connection.addEventListener('connectionstatechange', () => this.stateChanged());
    this.connectTimer = setTimeout(() => this.fail(), connectTimeoutMs);
  }

  get connected(): boolean {
    return this.connection.connectionState === 'connected';
  }

  /** The viewer offers: a transceiver of its own, sending the viewer's track from the start. */
  offer(): Promise<void> {
    return this.attempt(async () => {
      const transceiver = this.connection.addTransceiver('audio', { direction: 'sendrecv' });
      await transceiver.sender.replaceTrack(this.track);
      await this.connection.setLocalDescription(await this.connection.createOffer());
      await this.sendWhenGathered('offer');
    });
  }

  /** The other offered: the transceiver their offer made would only receive until told to send too. */
  answer(offer: VoiceDescription): Promise<void> {
    return this.attempt(async () => {
      await this.connection.setRemoteDescription(offer);
      const transceiver = this.connection.getTransceivers().find((candidate) => candidate.receiver.track.kind === 'audio');
      if (!transceiver) throw new Error('The offer carries no audio.');
      transceiver.direction = 'sendrecv';
      await transceiver.sender.replaceTrack(this.track);
      await this.connection.setLocalDescription(await this.connection.createAnswer());
      await this.sendWhenGathered('answer');
    });
  }

  /** The answer to the viewer's offer; any other answer (late, repeated) is ignored. */
  accept(answer: VoiceDescription): Promise<void> {
    if (this.connection.signalingState !== 'have-local-offer') return Promise.resolve();
    return this.attempt(() => this.connection.setRemoteDescription(answer));
  }

  /** Null stops the packets altogether, without renegotiating; a track starts them again. */
  setTrack(track: MediaStreamTrack | null): void {
    this.track = track;
    for (const sender of this.connection.getSenders()) sender.replaceTrack(track).catch(() => this.fail());
  }

  close(): void {
    this.ended = true;
    clearTimeout(this.connectTimer);
    this.connection.close();
  }

  private async sendWhenGathered(type: VoiceDescription['type']): Promise<void> {
    await iceGatheringDone(this.connection, gatheringTimeoutMs);
    const sdp = this.connection.localDescription?.sdp;
    if (!this.ended && sdp) this.options.send({ type, sdp });
  }

  /** A step that throws (a bad description, a closed connection) ends the peer instead of the caller. */
  private async attempt(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch {
      this.fail();
    }
  }

  private stateChanged(): void {
    if (this.ended) return;
    if (this.connected) clearTimeout(this.connectTimer);
    this.options.onConnectedChange();
    if (this.connection.connectionState === 'failed') this.fail();
  }

  private fail(): void {
    if (this.ended) return;
    this.close();
    this.options.onEnded();
  }
}
