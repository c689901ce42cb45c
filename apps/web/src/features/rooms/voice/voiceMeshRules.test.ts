import { describe, expect, it } from 'vitest';
import { isVoiceFull, makesTheOffer, voicesToConnect } from './voiceMeshRules';

describe('the rules of the voice mesh', () => {
  it('has exactly one of two people make the offer, the one whose id sorts lower', () => {
    const [lower, higher] = ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b'];
    expect(makesTheOffer(lower, higher)).toBe(true);
    expect(makesTheOffer(higher, lower)).toBe(false);
  });

  it('connects to the first voicesMax - 1 others by join order', () => {
    const joined = ['a', 'b', 'c', 'd'];
    expect([...voicesToConnect(joined, 3)]).toEqual(['a', 'b']);
    expect([...voicesToConnect(joined, 8)]).toEqual(joined);
    expect(voicesToConnect(joined, 0).size).toBe(0);
  });

  it('is full once the others and the viewer outnumber voicesMax', () => {
    expect(isVoiceFull(7, 8)).toBe(false);
    expect(isVoiceFull(8, 8)).toBe(true);
  });
});
