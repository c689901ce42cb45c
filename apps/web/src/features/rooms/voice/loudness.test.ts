import { describe, expect, it } from 'vitest';
import { loudnessOfSamples, smoothedLoudness } from './loudness';

const sine = (amplitude: number) => Float32Array.from({ length: 1024 }, (_, index) => amplitude * Math.sin(index / 5));

describe('loudness', () => {
  it('is 0 for silence and for no samples', () => {
    expect(loudnessOfSamples(new Float32Array(1024))).toBe(0);
    expect(loudnessOfSamples(new Float32Array(0))).toBe(0);
  });

  it('grows with the level, up to 1 for a full-scale tone', () => {
    const [quiet, spoken, loud] = [sine(0.003), sine(0.05), sine(1)].map(loudnessOfSamples);
    expect(quiet).toBeLessThan(spoken!);
    expect(spoken).toBeGreaterThan(0.3);
    expect(spoken).toBeLessThan(1);
    expect(loud).toBe(1);
  });

  it('opens faster than it closes', () => {
    const opened = smoothedLoudness(0, 1, 30);
    const closed = 1 - smoothedLoudness(1, 0, 30);
    expect(opened).toBeGreaterThan(closed);
    expect(opened).toBeCloseTo(1 - Math.exp(-1), 6);
  });

  it('reaches what it hears after a long pause, and stays put when no time passed', () => {
    expect(smoothedLoudness(0.2, 0.8, 5000)).toBeCloseTo(0.8, 6);
    expect(smoothedLoudness(0.2, 0.8, 0)).toBe(0.2);
  });
});
