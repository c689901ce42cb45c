import { loudnessOfSamples, smoothedLoudness } from './loudness';

// Lips and speaking rings may ask several times a frame (up to 120 Hz): one analyser read serves them all.
const sameFrameMs = 4;

/** How loud a voice is now, 0..1, read from an analyser beside it in the audio graph. */
export class LoudnessMeter {
  private readonly analyser: AnalyserNode;
  private readonly samples: Float32Array<ArrayBuffer>;
  private shown = 0;
  private readAt = -Infinity;

  constructor(source: AudioNode) {
    // 1024 samples: about 21 ms at 48 kHz, a frame's worth of speech.
    this.analyser = new AnalyserNode(source.context, { fftSize: 1024 });
    source.connect(this.analyser);
    this.samples = new Float32Array(this.analyser.fftSize);
  }

  read(): number {
    const now = performance.now();
    if (now - this.readAt < sameFrameMs) return this.shown;
    this.analyser.getFloatTimeDomainData(this.samples);
    this.shown = smoothedLoudness(this.shown, loudnessOfSamples(this.samples), now - this.readAt);
    this.readAt = now;
    return this.shown;
  }

  disconnect(): void {
    this.analyser.disconnect();
  }
}
