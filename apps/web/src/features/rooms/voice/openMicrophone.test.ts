import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMicrophone } from './openMicrophone';

afterEach(() => vi.unstubAllGlobals());

describe('opening the microphone', () => {
  it('asks for audio cleaned up for speech', async () => {
    const stream = {} as MediaStream;
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
    await expect(openMicrophone()).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
  });

  it('answers null when refused or when there are no media devices', async () => {
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) },
    });
    await expect(openMicrophone()).resolves.toBeNull();
    vi.stubGlobal('navigator', {});
    await expect(openMicrophone()).resolves.toBeNull();
  });
});
