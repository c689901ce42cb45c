import { realtimeMessages } from '@meshwork/contracts';
import { RealtimeDecryptionError } from './errors.js';

/*
 * The protocol's message encryption: AES-256-CBC with PKCS#7 padding, a random 16-byte IV put
 * before the ciphertext, all in base64. The key is the first 32 characters of the hex SHA-256 of
 * the cipher key, taken as bytes. Web Crypto does it in browsers and Node alike.
 */
const keys = new Map<string, Promise<CryptoKey>>();
const text = { encoder: new TextEncoder(), decoder: new TextDecoder('utf-8', { fatal: true }) };

const hexOf = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function keyOf(cipherKey: string): Promise<CryptoKey> {
  let key = keys.get(cipherKey);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', text.encoder.encode(cipherKey))
      .then((digest) =>
        crypto.subtle.importKey('raw', text.encoder.encode(hexOf(digest).slice(0, 32)), 'AES-CBC', false, ['encrypt', 'decrypt']),
      );
    keys.set(cipherKey, key);
  }
  return key;
}

const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const bytesOfBase64 = (value: string) => Uint8Array.from(atob(value), (char) => char.charCodeAt(0));

/** The message as the protocol carries it encrypted: the base64 text of IV and ciphertext. */
export async function encryptMessage(cipherKey: string, message: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-CBC', iv },
    await keyOf(cipherKey),
    text.encoder.encode(JSON.stringify(message)),
  );
  const sealed = new Uint8Array(16 + ciphertext.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(ciphertext), 16);
  return base64Of(sealed);
}

/** The message behind an encrypted payload; throws 'Error while decrypting message content: …' when it is not one. */
export async function decryptMessage(cipherKey: string, payload: unknown): Promise<unknown> {
  try {
    if (typeof payload !== 'string') throw new Error('the payload is not encrypted text');
    const sealed = bytesOfBase64(payload);
    if (sealed.length <= 16) throw new Error('the payload is too short');
    const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: sealed.slice(0, 16) }, await keyOf(cipherKey), sealed.slice(16));
    return JSON.parse(text.decoder.decode(plain));
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'the key does not fit';
    throw new RealtimeDecryptionError(`${realtimeMessages.decryptionError}${reason}`);
  }
}
