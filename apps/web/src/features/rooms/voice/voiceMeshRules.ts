/** Of two people, the one whose id sorts lower makes the offer, so that two never offer to each other at once. */
export function makesTheOffer(myId: string, theirId: string): boolean {
  return myId < theirId;
}

/**
 * The others the viewer connects to: the first `voicesMax - 1` by join order, a mesh of `voicesMax`
 * with the viewer. Joined in the order the room heard them take voice, everyone leaves out the same people.
 */
export function voicesToConnect(joinOrder: readonly string[], voicesMax: number): ReadonlySet<string> {
  return new Set(joinOrder.slice(0, Math.max(0, voicesMax - 1)));
}

/** More people with voice than one mesh holds, the viewer counted: the page says "Voice is full". */
export function isVoiceFull(othersWithVoice: number, voicesMax: number): boolean {
  return othersWithVoice + 1 > voicesMax;
}
