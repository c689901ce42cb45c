import { directChannelOf } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../../../test/memberClient.js';
import { startRealtimeServer, type RealtimeTestServer } from '../../../test/realtimeServer.js';
import { TestFileLinks } from '../../../test/testFileLinks.js';

let t: RealtimeTestServer;
let links: TestFileLinks;
let ada: ReturnType<typeof memberClient>;
let bob: ReturnType<typeof memberClient>;
let chat: string;

beforeAll(async () => {
  links = new TestFileLinks();
  t = await startRealtimeServer({ fileLinks: links });
  [ada, bob] = [memberClient(t), memberClient(t)];
  chat = directChannelOf(ada.id, bob.id);
});
afterAll(() => t.close());

/** A file of the conversation, and the link a download with Bob's `auth` is redirected to. */
async function sharedFile(name = 'plan notes.png', bytes = 'hello bob') {
  const sent = await ada.sdk.sendFile({ channel: chat, file: { data: Buffer.from(bytes), name, mimeType: 'image/png' } });
  const address = bob.sdk.getFileUrl({ channel: chat, id: sent.id, name: sent.name }) as string;
  const answer = await fetch(address, { redirect: 'manual' });
  return { sent, address, answer, link: new URL(answer.headers.get('location') ?? '', t.baseUrl) };
}

describe('file downloads behind signed links', () => {
  it('redirect a download with auth to a link of the file without auth, which serves the bytes', async () => {
    const { address, answer, link } = await sharedFile();
    expect(address).toContain(`auth=${bob.token}`);
    expect(answer.status).toBe(307);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(link.search).not.toContain(bob.token);
    expect(link.searchParams.has('auth')).toBe(false);
    expect(link.pathname).toBe(new URL(address).pathname);

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(await opened.text()).toBe('hello bob');
    // A HEAD is answered from the file's record: the same headers, no bytes.
    const head = await fetch(link, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('9');
    expect(await head.text()).toBe('');
    // Following the redirect, as browsers and the SDK do, ends at the bytes.
    const followed = await fetch(address);
    expect(followed.redirected).toBe(true);
    expect(await followed.text()).toBe('hello bob');
  });

  it('refuse a link on another file, an altered one and an expired one', async () => {
    const first = await sharedFile('first.png');
    const second = await sharedFile('second.png');
    const onSecond = new URL(second.link.pathname + first.link.search, t.baseUrl);
    const renamed = new URL(first.link.href.replace('first.png', 'second.png'));
    const altered = new URL(first.link);
    altered.searchParams.set('signature', `${altered.searchParams.get('signature')}x`);
    for (const refused of [onSecond, renamed, altered]) {
      const answer = await fetch(refused);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ status: 403, error: { source: 'files', message: 'This link is not valid' } });
    }
    links.expireAll();
    const expired = await fetch(first.link);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ error: { message: 'This link has expired' } });
  });

  it('still ask protocol clients for auth, and still download through the SDK', async () => {
    const { sent, address } = await sharedFile('sdk.png', 'for the sdk');
    const withoutAuth = new URL(address);
    withoutAuth.searchParams.delete('auth');
    expect((await fetch(withoutAuth, { redirect: 'manual' })).status).toBe(403);
    const downloaded = await bob.sdk.downloadFile({ channel: chat, id: sent.id, name: sent.name });
    expect((await downloaded.toBuffer()).toString()).toBe('for the sdk');
  });
});
