import { generateCryptoKeyPair, signRequest } from '@fedify/fedify';
import type { webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The recorded Mastodon payloads (test/fixtures/activitypub/mastodon), by file name. */
export type MastodonPayload = 'follow' | 'accept' | 'create-note' | 'like' | 'announce' | 'delete';

/** What fills a payload's `{{name}}` places: our member's actor, their username, a post, our Follow. */
export type PayloadValues = Partial<Record<'member' | 'username' | 'post' | 'follow', string>>;

export interface RecordedMastodon {
  origin: string;
  /** Alice's actor URI, as the payloads name her. */
  actorUri: string;
  /** Signs the payload as Alice (draft-cavage, as Mastodon signs) and posts it to the inbox; the answer's status. */
  deliver(payload: MastodonPayload, values: PayloadValues, inbox: string): Promise<number>;
  /** What was posted to Alice's inboxes, parsed. */
  received: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

const fixtures = path.resolve(import.meta.dirname, 'fixtures/activitypub/mastodon');
const recordedOrigin = 'https://mastodon.example';

/** A recorded payload, its origin made this server's and each `{{name}}` filled, JSON-escaped. */
function filled(file: string, origin: string, values: Record<string, string>): string {
  const text = readFileSync(path.join(fixtures, `${file}.json`), 'utf8').replaceAll(recordedOrigin, origin);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}.json needs {{${name}}}`);
    return JSON.stringify(value).slice(1, -1);
  });
}

async function publicKeyPem(key: webcrypto.CryptoKey): Promise<string> {
  const der = Buffer.from(await crypto.subtle.exportKey('spki', key)).toString('base64');
  return `-----BEGIN PUBLIC KEY-----\n${der.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/**
 * A Mastodon server as recorded: Alice's actor document exactly as Mastodon serves it, and her
 * activities exactly as Mastodon sends them, signed with her key. Nothing is rebuilt by a library,
 * so what Meshwork reads is Mastodon's JSON itself.
 */
export async function startRecordedMastodon(): Promise<RecordedMastodon> {
  const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const pem = await publicKeyPem(keys.publicKey);
  const received: Array<Record<string, unknown>> = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/users/alice') {
      response.writeHead(200, { 'content-type': 'application/activity+json; charset=utf-8' });
      response.end(filled('actor', origin, { publicKeyPem: pem }));
      return;
    }
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body) as Record<string, unknown>);
        response.writeHead(202).end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const actorUri = `${origin}/users/alice`;

  return {
    origin,
    actorUri,
    received,
    async deliver(payload, values, inbox) {
      const request = new Request(inbox, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json' },
        body: filled(payload, origin, values),
      });
      const response = await fetch(await signRequest(request, keys.privateKey, new URL(`${actorUri}#main-key`)));
      await response.body?.cancel();
      return response.status;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
