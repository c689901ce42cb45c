import { afterAll, beforeAll, expect, it } from 'vitest';
import { remotePosts } from '../../db/schema/federation.js';
import { jobsSettled } from '../../../test/jobHelpers.js';
import { freePort } from '../../../test/serverProcess.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

/** Two Meshwork servers on loopback, each on its own port, database and public URL. */
const servers: { a?: TestApp; b?: TestApp } = {};
const polled = { timeout: 30_000, interval: 100 };

async function startServer(): Promise<TestApp> {
  const port = await freePort();
  return startTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' }, { port });
}

let amara: SignedInMember;
let bea: SignedInMember;
beforeAll(async () => {
  [servers.a, servers.b] = await Promise.all([startServer(), startServer()]);
  amara = await signedInMember(servers.a);
  bea = await signedInMember(servers.b);
});
afterAll(async () => {
  await Promise.all([servers.a?.close(), servers.b?.close()]);
});

interface FeedNote {
  id: string;
  content_html: string;
  author: { handle: string };
}

/** The remote notes in a member's home feed, newest first. */
async function remoteNotesIn(member: SignedInMember): Promise<FeedNote[]> {
  const { status, body } = await member.call('GET', '/social/feed?limit=50');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.output.remote_posts;
}

const handleOf = (member: SignedInMember, server: TestApp) => `@${member.member.username}@${new URL(server.config.publicUrl).host}`;

/** The states of the member's follows of remote accounts. */
const followStates = async (member: SignedInMember) =>
  (await member.call('GET', '/federation/following')).body.output.items.map((account: { state: string }) => account.state);

/** The remote replies under a post, as its author reads them. */
const repliesUnder = async (member: SignedInMember, postId: string) =>
  (await member.call('GET', `/posts/${postId}/fediverse`)).body.output.replies.items.map((reply: FeedNote) => reply.content_html);

/**
 * Every activity either server queued has been sent and handled: each pass lets one server send
 * or answer what the other sent before, and no exchange here is longer than a Follow, its Reject and the Reject read.
 */
async function quiet() {
  for (const server of [servers.a!, servers.b!, servers.a!, servers.b!, servers.a!]) {
    await jobsSettled(server, 'federation-outbox');
    await jobsSettled(server, 'federation-message');
  }
}

/** What the member's notifications say of remote accounts: kind and handle, sorted. */
const remoteNotifications = async (member: SignedInMember) =>
  (await member.call('GET', '/notifications')).body.output.items
    .filter((item: { remote_actor: unknown }) => item.remote_actor)
    .map((item: { type: string; remote_actor: { handle: string } }) => `${item.type} ${item.remote_actor.handle}`)
    .sort();

const contents = async (member: SignedInMember) => (await remoteNotesIn(member)).map((note) => note.content_html);

async function publish(member: SignedInMember, text: string, visibility: 'public' | 'friends'): Promise<string> {
  const { status, body } = await member.call('POST', '/posts', { text, visibility });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.output.id;
}

it('a member of one server follows a member of another by handle, and their public posts, likes, replies (each notified), edits and deletions cross over', async () => {
  const handle = handleOf(bea, servers.b!);
  const follow = await amara.call('POST', '/federation/following', { account: handle });
  expect(follow.status, JSON.stringify(follow.body)).toBe(201);
  // B accepts at once (Bea asks for no approval), and A reads the Accept.
  await expect
    .poll(
      async () => (await amara.call('GET', '/federation/following')).body.output.items.map((account: { state: string }) => account.state),
      polled,
    )
    .toEqual(['accepted']);

  // A friends-only post never leaves B; the public post after it arrives, so the first would have too.
  await publish(bea, 'Only for my friends on B', 'friends');
  const postId = await publish(bea, 'Hello from server B', 'public');
  await expect.poll(() => contents(amara), polled).toEqual(['<p>Hello from server B</p>']);
  const [note] = await remoteNotesIn(amara);
  expect(note!.author.handle).toBe(handle.slice(1));

  // Amara likes and replies; Bea sees both under her post.
  expect((await amara.call('PUT', `/federation/notes/${note!.id}/like`)).status).toBe(200);
  expect((await amara.call('POST', `/federation/notes/${note!.id}/replies`, { text: 'Greetings from A' })).status).toBe(201);
  await expect
    .poll(async () => {
      const { body } = await bea.call('GET', `/posts/${postId}/fediverse`);
      return { likes: body.output.likes, replies: body.output.replies.items.map((reply: FeedNote) => reply.content_html) };
    }, polled)
    .toEqual({ likes: 1, replies: ['<p>Greetings from A</p>'] });
  const amaraHandle = handleOf(amara, servers.a!).slice(1);
  expect(await remoteNotifications(bea)).toEqual([`comment ${amaraHandle}`, `follow ${amaraHandle}`, `reaction ${amaraHandle}`]);

  // Bea edits, then deletes; Amara's feed follows.
  expect((await bea.call('PATCH', `/posts/${postId}`, { text: 'Hello again from server B' })).status).toBe(200);
  await expect.poll(() => contents(amara), polled).toEqual(['<p>Hello again from server B</p>']);
  expect((await bea.call('DELETE', `/posts/${postId}`)).status).toBe(200);
  await expect.poll(() => contents(amara), polled).toEqual([]);
});

it('a block on one server stops everything between the two members: follows end both ways, replies and notifications vanish, nothing new arrives', async () => {
  const postId = await publish(bea, 'Before the block', 'public');
  await expect.poll(() => contents(amara), polled).toEqual(['<p>Before the block</p>']);
  const [note] = await remoteNotesIn(amara);
  expect((await amara.call('POST', `/federation/notes/${note!.id}/replies`, { text: 'A reply before the block' })).status).toBe(201);
  await expect.poll(() => repliesUnder(bea, postId), polled).toEqual(['<p>A reply before the block</p>']);

  const account = await bea.call('GET', `/federation/accounts?account=${encodeURIComponent(handleOf(amara, servers.a!))}`);
  expect(account.body.output.blocked).toBe(false);
  expect((await bea.call('PUT', `/federation/blocks/${account.body.output.id}`)).status).toBe(200);
  expect(await repliesUnder(bea, postId)).toEqual([]);
  expect(await remoteNotifications(bea)).toEqual([]);
  // A reads the Block and ends Amara's follow of Bea.
  await expect.poll(() => followStates(amara), polled).toEqual([]);

  await publish(bea, 'After the block', 'public');
  await quiet();
  const kept = await servers.a!.app.database.db.select({ content: remotePosts.contentHtml }).from(remotePosts);
  expect(kept.map((row) => row.content)).not.toContain('<p>After the block</p>');
  expect(await contents(amara)).toEqual([]);

  // Following again is refused by B.
  expect((await amara.call('POST', '/federation/following', { account: handleOf(bea, servers.b!) })).status).toBe(201);
  await quiet();
  expect(await followStates(amara)).toEqual([]);
  // Bea may not follow whom she blocked until she unblocks.
  expect((await bea.call('POST', '/federation/following', { account: handleOf(amara, servers.a!) })).body.error).toBe('account_blocked');
});
