// @ts-expect-error pubnub@4.37.0 ships no types: the test drives it as the reference implementation.
import PubNub from 'pubnub';
import { realtimeMessages as text } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { decryptMessage, encryptMessage } from './crypto.js';

// The reference implementation: the protocol SDK's own cryptography (pubnub@4.37.0, random IVs as it defaults to).
const sdkCrypto = (cipherKey: string) => {
  const sdk = new PubNub({ subscribeKey: 'sub', uuid: 'crypto-test', cipherKey });
  return { encrypt: (data: string) => sdk.encrypt(data), decrypt: (data: string) => sdk.decrypt(data) };
};

const message = { text: 'Hello 👋 <b>world</b>\nsecond line', n: 42, list: [1, 'two', null] };

describe('message encryption, compatible with the protocol SDK', () => {
  it('decrypts what the SDK encrypted', async () => {
    const sealed = sdkCrypto('cipher-key').encrypt(JSON.stringify(message));
    await expect(decryptMessage('cipher-key', sealed)).resolves.toEqual(message);
  });

  it('encrypts what the SDK decrypts', async () => {
    const sealed = await encryptMessage('cipher-key', message);
    expect(sdkCrypto('cipher-key').decrypt(sealed)).toEqual(message);
  });

  it('uses a fresh IV for every message', async () => {
    expect(await encryptMessage('k', 'same')).not.toBe(await encryptMessage('k', 'same'));
  });

  it("says 'Error while decrypting message content: …' for a wrong key or a payload that is not encrypted", async () => {
    const sealed = await encryptMessage('right', message);
    await expect(decryptMessage('wrong', sealed)).rejects.toThrow(text.decryptionError);
    await expect(decryptMessage('right', { text: 'plain' })).rejects.toThrow(text.decryptionError);
  });
});
