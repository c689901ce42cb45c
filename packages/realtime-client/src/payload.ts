/**
 * A received payload for the app: decrypted when the client holds a cipher key, with the error when
 * that fails. The cipher is imported only then, so a client without a key does not load it.
 */
export async function readPayload(cipherKey: string | undefined, payload: unknown): Promise<{ message: unknown; error?: string }> {
  if (!cipherKey) return { message: payload };
  const { decryptMessage } = await import('./crypto.js');
  try {
    return { message: await decryptMessage(cipherKey, payload) };
  } catch (error) {
    return { message: payload, error: (error as Error).message };
  }
}
