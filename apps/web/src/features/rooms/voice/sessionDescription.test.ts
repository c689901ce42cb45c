import { describe, expect, it } from 'vitest';
import { readVoiceDescription } from './sessionDescription';

describe('a voice description heard in the room', () => {
  it('reads an offer or an answer, keeping only its type and SDP', () => {
    expect(readVoiceDescription({ type: 'offer', sdp: 'v=0\r\n', extra: 1 })).toEqual({ type: 'offer', sdp: 'v=0\r\n' });
    expect(readVoiceDescription({ type: 'answer', sdp: 'v=0\r\n' })).toEqual({ type: 'answer', sdp: 'v=0\r\n' });
  });

  it('is null for anything else', () => {
    for (const value of [null, 'offer', {}, { type: 'pranswer', sdp: 'v=0' }, { type: 'offer', sdp: '' }, { type: 'offer', sdp: 3 }]) {
      expect(readVoiceDescription(value)).toBeNull();
    }
  });
});
