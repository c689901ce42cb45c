import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { serverLimits } from '../../serverLimits.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = () => signedInMember(t);
const write = async (author: SignedInMember, text: string, visibility = 'public') =>
  (await author.call('POST', '/posts', { text, visibility })).body.output.id as string;
const found = async (viewer: SignedInMember, q: string) => {
  const answer = await viewer.call('GET', `/search/posts?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return (answer.body.output.items as Array<{ id: string }>).map((post) => post.id);
};
/** A word no other test writes, so each test sees only its own posts. */
const unique = () => `w${Math.random().toString(36).slice(2, 10)}`;

describe('searching posts', () => {
  it('ignores accents and case and splits words of any language', async () => {
    const author = await member();
    const word = unique();
    const cafe = await write(author, `Un CAFÉ crème au ${word}, s'il vous plaît`);
    const tokyo = await write(author, `Überraschung in München ${word} ελληνικά 東京`);
    expect(await found(author, `cafe ${word}`)).toEqual([cafe]);
    expect(await found(author, `café ${word}`)).toEqual([cafe]);
    expect(await found(author, `muenchen ${word}`)).toEqual([]);
    expect(await found(author, `munchen ${word}`)).toEqual([tokyo]);
    // Accents go in every script.
    expect(await found(author, `ελληνικα ${word}`)).toEqual([tokyo]);
    expect(await found(author, `東京 ${word}`)).toEqual([tokyo]);
  });

  it('folds the case of every script both ways: ΣΠΙΤΙ finds σπίτι, Ärger and ärger find each other', async () => {
    const author = await member();
    const word = unique();
    const greek = await write(author, `Ένα σπίτι ${word}`);
    const german = await write(author, `Kein Ärger ${word}`);
    expect(await found(author, `ΣΠΙΤΙ ${word}`)).toEqual([greek]);
    expect(await found(author, `ΣΠΊΤΙ ${word}`)).toEqual([greek]);
    expect(await found(author, `ärger ${word}`)).toEqual([german]);
    expect(await found(author, `ÄRGER ${word}`)).toEqual([german]);
    const lowerFirst = await write(author, `kein ärger ${word}`);
    expect((await found(author, `Ärger ${word}`)).sort()).toEqual([german, lowerFirst].sort());
  });

  it('ranks the posts that use the words more first, and pages through them', async () => {
    const author = await member();
    const word = unique();
    const once = await write(author, `${word} once among many other words of a long sentence about nothing`);
    const often = await write(author, `${word} ${word} ${word}`);
    expect(await found(author, word)).toEqual([often, once]);
    const first = await author.call('GET', `/search/posts?q=${word}&limit=1`);
    expect(first.body.output.items.map((post: any) => post.id)).toEqual([often]);
    const second = await author.call('GET', `/search/posts?q=${word}&limit=1&cursor=${first.body.output.next_cursor}`);
    expect(second.body.output.items.map((post: any) => post.id)).toEqual([once]);
    expect(second.body.output.next_cursor).toBeNull();
  });

  it('shows a friends-only post to friends only, and nothing across a block', async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const word = unique();
    const post = await write(author, `secret ${word}`, 'friends');
    expect(await found(friend, word)).toEqual([post]);
    expect(await found(stranger, word)).toEqual([]);
    const open = await write(author, `open ${word}`);
    expect(await found(stranger, word)).toEqual([open]);
    await stranger.call('POST', `/blocks/${author.id}`);
    expect(await found(stranger, word)).toEqual([]);
  });

  it('reads any characters as words and refuses empty, over-long and NUL-carrying queries with 422', async () => {
    const author = await member();
    const word = unique();
    const post = await write(author, `robust ${word}`);
    for (const q of [`${word} & | ! ( ) : * '`, `"${word}"`, `-nothing ${word}`]) {
      expect(await found(author, q)).toEqual([post]);
    }
    // Every word must match: this text is words to look for, never SQL.
    expect(await found(author, `${word}'); drop table posts; --`)).toEqual([]);
    expect(await found(author, word)).toEqual([post]);
    expect(await found(author, '&|!():*')).toEqual([]);
    for (const q of ['', '   ', 'x'.repeat(101), `${word}\u0000`]) {
      expect((await author.call('GET', `/search/posts?q=${encodeURIComponent(q)}`)).status).toBe(422);
    }
    expect((await author.call('GET', `/search/posts?q=${word}&cursor=bad`)).status).toBe(422);
    const crafted = Buffer.from(JSON.stringify(['high', 'not-a-uuid'])).toString('base64url');
    expect((await author.call('GET', `/search/posts?q=${word}&cursor=${crafted}`)).status).toBe(422);
  });

  it('answers 429 once a member searches too fast', async () => {
    const searcher = await member();
    const statuses = [];
    for (let i = 0; i <= serverLimits.searchesPerMinute; i += 1)
      statuses.push((await searcher.call('GET', `/search/posts?q=n${i}`)).status);
    expect(statuses.slice(0, serverLimits.searchesPerMinute).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('hashtags', () => {
  it('are found by their start, counting only the posts the member may see', async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const tag = unique();
    await write(author, `#${tag}Alpha first`);
    await write(author, `#${tag}alpha second #${tag}beta`, 'friends');
    const hashtags = async (viewer: SignedInMember, q: string) =>
      (await viewer.call('GET', `/search/hashtags?q=${encodeURIComponent(q)}`)).body.output;
    expect(await hashtags(friend, `#${tag}`)).toEqual([
      { tag: `${tag}alpha`, posts_count: 2 },
      { tag: `${tag}beta`, posts_count: 1 },
    ]);
    expect(await hashtags(stranger, tag.toUpperCase())).toEqual([{ tag: `${tag}alpha`, posts_count: 1 }]);
    expect(await hashtags(stranger, '%')).not.toContainEqual(expect.objectContaining({ tag: `${tag}beta` }));
  });

  it('take `_` and `%` in the search as themselves, never as wildcards', async () => {
    const author = await member();
    const tag = unique();
    await write(author, `#${tag}_one #${tag}xtwo`);
    const hashtags = async (q: string) =>
      ((await author.call('GET', `/search/hashtags?q=${encodeURIComponent(q)}`)).body.output as Array<{ tag: string }>)
        .map((hashtag) => hashtag.tag)
        .sort();
    expect(await hashtags(tag)).toEqual([`${tag}_one`, `${tag}xtwo`]);
    expect(await hashtags(`${tag}_`)).toEqual([`${tag}_one`]);
    expect(await hashtags(`${tag}%two`)).toEqual([]);
    expect(await hashtags(`${tag}\\`)).toEqual([]);
  });

  it('list their posts newest first on the hashtag page, without the posts a member may not see', async () => {
    const [author, friend, stranger] = await Promise.all([member(), member(), member()]);
    await befriend(author, friend);
    const tag = unique();
    const open = await write(author, `#${tag} for all`);
    const closed = await write(author, `#${tag.toUpperCase()} for friends`, 'friends');
    await write(author, `#${tag}x another tag`);
    const page = async (viewer: SignedInMember, path = tag) =>
      ((await viewer.call('GET', `/hashtags/${encodeURIComponent(path)}/posts`)).body.output.items as any[]).map((post) => post.id);
    expect(await page(friend)).toEqual([closed, open]);
    expect(await page(stranger, tag.toUpperCase())).toEqual([open]);
    // The edit drops the tag from the post.
    await author.call('PATCH', `/posts/${open}`, { text: 'no tag now' });
    expect(await page(stranger)).toEqual([]);
    expect((await stranger.call('GET', '/hashtags/bad%20tag/posts')).status).toBe(422);
    expect((await stranger.call('GET', `/hashtags/${'a'.repeat(101)}/posts`)).status).toBe(422);
  });
});
