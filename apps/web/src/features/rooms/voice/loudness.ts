// Speech level in dBFS mapped to 0..1: below the floor (room noise left by noise suppression) the
// lips stay shut, at the ceiling (someone speaking up, close to the microphone) they open fully.
const floorDb = -55;
const ceilingDb = -15;
// Lips open quickly and close more slowly, or they flutter on every syllable.
const openingMs = 30;
const closingMs = 150;

/** How loud a stretch of samples (−1..1) sounds, 0..1, from its RMS level in decibels. */
export function loudnessOfSamples(samples: Float32Array): number {
  if (!samples.length) return 0;
  let sumOfSquares = 0;
  for (const sample of samples) sumOfSquares += sample * sample;
  const decibels = 10 * Math.log10(sumOfSquares / samples.length);
  return Math.min(1, Math.max(0, (decibels - floorDb) / (ceilingDb - floorDb)));
}

/** The shown loudness moved toward the loudness heard now, as much as `elapsedMs` allows. */
export function smoothedLoudness(shown: number, heard: number, elapsedMs: number): number {
  const weight = 1 - Math.exp(-elapsedMs / (heard > shown ? openingMs : closingMs));
  return shown + (heard - shown) * weight;
}
