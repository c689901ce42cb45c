import type { RoomPose } from '@meshwork/contracts';
import { positionHeardBy } from './listenerFrame';
import { LoudnessMeter } from './loudnessMeter';

// Full voice within 1.5 m, then inverse falloff: 45 % at 3 m, 9 % at 14 m. By the Web Audio spec
// maxDistance bounds only the linear model, so past 20 m a voice keeps fading (6 % there).
const pannerOptions: PannerOptions = {
  panningModel: 'HRTF',
  distanceModel: 'inverse',
  refDistance: 1.5,
  maxDistance: 20,
  rolloffFactor: 1.2,
};
// Poses change a dozen times a second or every frame: gliding to each keeps the steps from clicking.
const glideSeconds = 0.05;

interface Voice {
  /** Chrome renders a remote WebRTC stream through Web Audio only while a media element plays it too. */
  element: HTMLAudioElement;
  source: MediaStreamAudioSourceNode;
  /** The viewer's own mute of this person. */
  gain: GainNode;
  panner: PannerNode;
  meter: LoudnessMeter;
}

/**
 * The voices of the others, each placed where their head is as the viewer hears it:
 * source → gain (muted for the viewer) → HRTF panner → speakers, with a loudness meter on the source.
 */
export class SpatialVoices {
  private readonly context = new AudioContext();
  private readonly voices = new Map<string, Voice>();
  private readonly speakers = new Map<string, RoomPose>();
  private readonly mutedHere = new Set<string>();
  private listener: RoomPose | null = null;
  private readonly microphone: { source: MediaStreamAudioSourceNode; meter: LoudnessMeter } | null = null;
  private resuming = false;

  constructor(microphone: MediaStream | null) {
    if (microphone?.getAudioTracks().length) {
      // Measured only, never played: the viewer does not hear themselves.
      const source = new MediaStreamAudioSourceNode(this.context, { mediaStream: microphone });
      this.microphone = { source, meter: new LoudnessMeter(source) };
    }
    // Automation is scheduled only while the context runs (see place): catch up when it starts.
    this.context.addEventListener('statechange', () => this.placeAll());
  }

  /** Starts the audio: in a user gesture's handler, as browsers keep it suspended until one. */
  async resume(): Promise<void> {
    if (this.context.state !== 'closed') await this.context.resume().catch(() => undefined);
  }

  /** Starts the audio if the viewer has interacted with the page since it loaded (browsers allow it then). */
  resumeIfAllowed(): void {
    if (this.context.state !== 'suspended' || this.resuming || !navigator.userActivation?.hasBeenActive) return;
    this.resuming = true;
    void this.resume().finally(() => (this.resuming = false));
  }

  play(memberId: string, track: MediaStreamTrack): void {
    this.stop(memberId);
    if (this.context.state === 'closed') return;
    const stream = new MediaStream([track]);
    const element = new Audio();
    element.muted = true;
    element.autoplay = true;
    element.srcObject = stream;
    const source = new MediaStreamAudioSourceNode(this.context, { mediaStream: stream });
    const gain = new GainNode(this.context, { gain: this.mutedHere.has(memberId) ? 0 : 1 });
    const [positionX, positionY, positionZ] = this.positionOf(memberId) ?? [0, 0, 0];
    const panner = new PannerNode(this.context, { ...pannerOptions, positionX, positionY, positionZ });
    source.connect(gain).connect(panner).connect(this.context.destination);
    this.voices.set(memberId, { element, source, gain, panner, meter: new LoudnessMeter(source) });
  }

  stop(memberId: string): void {
    const voice = this.voices.get(memberId);
    if (!voice) return;
    this.voices.delete(memberId);
    voice.meter.disconnect();
    [voice.source, voice.gain, voice.panner].forEach((node) => node.disconnect());
    voice.element.srcObject = null;
  }

  /** The person left the voice: their audio and their pose go (the viewer's mute of them stays). */
  forget(memberId: string): void {
    this.stop(memberId);
    this.speakers.delete(memberId);
  }

  setMutedHere(memberId: string, muted: boolean): void {
    if (muted) this.mutedHere.add(memberId);
    else this.mutedHere.delete(memberId);
    const voice = this.voices.get(memberId);
    if (voice) voice.gain.gain.value = muted ? 0 : 1;
  }

  setListener(pose: RoomPose): void {
    this.listener = pose;
    this.placeAll();
  }

  setSpeaker(memberId: string, pose: RoomPose): void {
    this.speakers.set(memberId, pose);
    this.place(memberId);
  }

  /** How loud someone is heard, 0..1, their lips moving even while muted here. */
  loudnessOf(memberId: string): number {
    return this.voices.get(memberId)?.meter.read() ?? 0;
  }

  microphoneLoudness(): number {
    return this.microphone?.meter.read() ?? 0;
  }

  close(): void {
    [...this.voices.keys()].forEach((memberId) => this.stop(memberId));
    this.microphone?.meter.disconnect();
    this.microphone?.source.disconnect();
    if (this.context.state !== 'closed') void this.context.close().catch(() => undefined);
  }

  private positionOf(memberId: string): [number, number, number] | null {
    const speaker = this.speakers.get(memberId);
    return speaker && this.listener ? positionHeardBy(this.listener, speaker) : null;
  }

  private placeAll(): void {
    for (const memberId of this.voices.keys()) this.place(memberId);
  }

  // A suspended context's clock stands still, so automation scheduled then would only pile up.
  private place(memberId: string): void {
    const voice = this.voices.get(memberId);
    const position = this.positionOf(memberId);
    if (!voice || !position || this.context.state !== 'running') return;
    const { positionX, positionY, positionZ } = voice.panner;
    [positionX, positionY, positionZ].forEach((param, axis) =>
      param.setTargetAtTime(position[axis]!, this.context.currentTime, glideSeconds),
    );
  }
}
