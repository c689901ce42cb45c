import {
  createFederation,
  generateCryptoKeyPair,
  InProcessMessageQueue,
  MemoryKvStore,
  type Context,
  type SenderKeyPair,
} from '@fedify/fedify';
import { getDocumentLoader, type DocumentLoader } from '@fedify/fedify/runtime';
import { Accept, Activity, Endpoints, Follow, Note, Person, Reject } from '@fedify/vocab';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Another ActivityPub server for tests: Fedify on loopback, with actors that sign, and inboxes that record. */
export interface RemoteFediverseServer {
  origin: string;
  /** A context to build and send activities as this server's actors. */
  context: Context<void>;
  actorUri(username: string): URL;
  /** The RSA key of an actor, to sign with it directly (as `sendActivity`'s sender). */
  keyOf(username: string): Promise<SenderKeyPair>;
  /** Activities the inboxes received, their signatures verified, in order. */
  received: Activity[];
  /** The URLs of every GET it answered (documents others fetched from it), in order. */
  fetched: string[];
  /** The path of every POST it was sent (an inbox's), in order, whatever came of it. */
  posted: string[];
  /** Serves the note at its id, which must be `<origin>/notes/<id>` (as `nextId('notes')` gives), for others to fetch. */
  serveNote(note: Note): void;
  /** While true, every POST answers 503 (a server that is down for a while); senders retry later. */
  unavailable: boolean;
  /**
   * How its actors answer a Follow from now on: an Accept or a Reject sent back at once, or nothing
   * (the default: a Follow is only recorded).
   */
  answerFollowsWith(answer: FollowAnswer): void;
  close(): Promise<void>;
}

type FollowAnswer = 'accept' | 'reject' | 'none';

export interface RemoteServerOptions {
  /** The usernames of its actors. */
  usernames: string[];
  /** Meshwork's public URL and where it really listens: documents under the first are fetched from the second. */
  meshwork: { publicUrl: string; baseUrl: string };
}

/** Fedify's own loader on loopback, reaching Meshwork's public URL (a name no resolver knows) at its real address. */
function loaderReaching(meshwork: RemoteServerOptions['meshwork']): DocumentLoader {
  const load = getDocumentLoader({ allowPrivateAddress: true });
  return async (url, options) => {
    if (!url.startsWith(`${meshwork.publicUrl}/`)) return load(url, options);
    const loaded = await load(meshwork.baseUrl + url.slice(meshwork.publicUrl.length), options);
    return { ...loaded, documentUrl: url };
  };
}

/** A Meshwork actor as a recipient: its id under the public URL, its shared inbox where Meshwork really listens. */
function meshworkRecipient(actorId: URL, meshwork: RemoteServerOptions['meshwork']) {
  return { id: actorId, inboxId: new URL(`${meshwork.baseUrl}/ap/inbox`) };
}

async function webRequestOf(request: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  return new Request(new URL(request.url ?? '/', origin), { method: request.method, headers, body });
}

export async function startRemoteFediverseServer(options: RemoteServerOptions): Promise<RemoteFediverseServer> {
  const loader = loaderReaching(options.meshwork);
  const federation = createFederation<void>({
    kv: new MemoryKvStore(),
    queue: new InProcessMessageQueue(),
    documentLoaderFactory: () => loader,
    contextLoaderFactory: () => loader,
    // Meshwork answers unsigned fetches, so this server's keys need not sign them.
    authenticatedDocumentLoaderFactory: () => loader,
  });
  const keys = new Map(await Promise.all(options.usernames.map(async (name) => [name, await generateCryptoKeyPair()] as const)));
  const received: Activity[] = [];
  const fetched: string[] = [];

  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (!keys.has(identifier)) return null;
      const [key] = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: `Remote ${identifier}`,
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: key?.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => {
      const pair = keys.get(identifier);
      return pair ? [pair] : [];
    });
  const notes = new Map<string, Note>();
  federation.setObjectDispatcher(Note, '/notes/{id}', (_ctx, { id }) => notes.get(id) ?? null);
  let followAnswer: FollowAnswer = 'none';
  let answers = 0;
  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Activity, (_ctx, activity) => void received.push(activity))
    .on(Follow, async (ctx, follow) => {
      received.push(follow);
      const followee = follow.objectId && ctx.parseUri(follow.objectId);
      if (followAnswer === 'none' || followee?.type !== 'actor' || !follow.actorId) return;
      const actor = ctx.getActorUri(followee.identifier);
      const values = { id: new URL(`/answers/${++answers}`, origin), actor, object: follow };
      const answer = followAnswer === 'accept' ? new Accept(values) : new Reject(values);
      await ctx.sendActivity({ identifier: followee.identifier }, meshworkRecipient(follow.actorId, options.meshwork), answer);
    });

  const server = createServer((request, response) => {
    if (request.method === 'POST') handle.posted.push(request.url ?? '');
    if (request.method === 'POST' && handle.unavailable) {
      request.resume();
      response.writeHead(503).end();
      return;
    }
    void (async () => {
      if (request.method === 'GET') fetched.push(new URL(request.url ?? '/', origin).href);
      const answer = await federation.fetch(await webRequestOf(request, origin), { contextData: undefined });
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = federation.createContext(new URL(origin), undefined);

  const handle: RemoteFediverseServer = {
    origin,
    context,
    actorUri: (username) => context.getActorUri(username),
    keyOf: async (username) => {
      const [pair] = await context.getActorKeyPairs(username);
      return { keyId: pair!.keyId, privateKey: keys.get(username)!.privateKey };
    },
    received,
    fetched,
    posted: [],
    serveNote: (note) => void notes.set(note.id!.pathname.slice('/notes/'.length), note),
    unavailable: false,
    answerFollowsWith: (answer) => void (followAnswer = answer),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return handle;
}
