import { chatActionTypes, directChannelOf, groupChannelOf, limits } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkConversations, type StoredText } from '../../../test/bulkConversations.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { conversationHelpers } from './conversationTestHelpers.js';
import { serverLimits } from '../../serverLimits.js';

// Small, so that a test can reach past what one search looks at.
const scanLimit = 8;
let t: TestApp;
let chat: ReturnType<typeof conversationHelpers>;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', MESSAGE_SEARCH_SCAN: String(scanLimit) });
  chat = conversationHelpers(t);
});
afterAll(() => t.close());

const search = (member: SignedInMember, q: string, extra = '') => member.call('GET', `/messages/search?q=${encodeURIComponent(q)}${extra}`);
const textsFound = async (member: SignedInMember, q: string) =>
  (await search(member, q)).body.output.items.map((hit: { text: string }) => hit.text);

describe('message search', () => {
  it('finds text in the member’s direct and group conversations, newest first, naming the conversation', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    await chat.say(bea!, chat.direct(ann!, bea!), 'Lunch at the harbour?');
    await chat.say(cal!, group.channel, 'The HARBOUR is closed today');
    await chat.say(cal!, group.channel, 'nothing to see');
    const answer = await search(ann!, 'harbour');
    expect(answer.status).toBe(200);
    expect(answer.body.output.items).toEqual([
      expect.objectContaining({ text: 'The HARBOUR is closed today', group_id: group.id, friend_id: null, author_id: cal!.id }),
      expect.objectContaining({ text: 'Lunch at the harbour?', friend_id: bea!.id, group_id: null, author_id: bea!.id }),
    ]);
  });

  it('reads % and _ as plain characters, and pages with a cursor', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    for (const text of ['50% off', '50 percent off', 'snake_case', 'snakeXcase', 'off one', 'off two', 'off three'])
      await chat.say(bea!, channel, text);
    expect(await textsFound(ann!, '50%')).toEqual(['50% off']);
    expect(await textsFound(ann!, 'e_c')).toEqual(['snake_case']);
    const first = await search(ann!, 'off', '&limit=2');
    expect(first.body.output.items.map((hit: { text: string }) => hit.text)).toEqual(['off three', 'off two']);
    const second = await search(ann!, 'off', `&limit=2&cursor=${first.body.output.next_cursor}`);
    expect(second.body.output.items.map((hit: { text: string }) => hit.text)).toEqual(['off one', '50 percent off']);
  });

  it('searches the text as shown: an author’s edit replaces it and its deletion hides it', async () => {
    const [ann, bea] = await chat.friends(2);
    const channel = chat.direct(ann!, bea!);
    const edited = await chat.say(bea!, channel, 'see you at noon');
    const deleted = await chat.say(bea!, channel, 'see you at the noon train');
    await chat.act(bea!, channel, edited, chatActionTypes.edit, 'lz1|see you at one');
    await chat.act(bea!, channel, deleted, chatActionTypes.delete, '1');
    // Another member's "edit" changes nothing.
    await chat.act(ann!, channel, edited, chatActionTypes.edit, 'lz2|see you at midnight');
    expect(await textsFound(ann!, 'noon')).toEqual([]);
    expect(await textsFound(ann!, 'see you')).toEqual(['see you at one']);
  });

  it('never finds messages of a conversation the member is not in, nor of a group it was removed from', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    const group = await chat.startGroup(ann!, [bea!, cal!]);
    await chat.say(ann!, chat.direct(ann!, bea!), 'secret plan between ann and bea');
    await chat.say(bea!, group.channel, 'secret plan of the crew');
    expect(await textsFound(cal!, 'secret plan')).toEqual(['secret plan of the crew']);

    expect((await ann!.call('DELETE', `/groups/${group.id}/members/${cal!.id}`)).status).toBe(200);
    await chat.say(bea!, group.channel, 'secret plan after cal left');
    expect(await textsFound(cal!, 'secret plan')).toEqual([]);
    expect(await textsFound(bea!, 'secret plan')).toEqual([
      'secret plan after cal left',
      'secret plan of the crew',
      'secret plan between ann and bea',
    ]);
  });

  it('looks at a bounded number of the newest messages per search, and its cursor goes on with the older ones', async () => {
    const [ann, bea, cal] = await chat.friends(3);
    await chat.say(bea!, chat.direct(ann!, bea!), 'the old needle');
    // Newer messages across two conversations fill more than one search's window.
    for (let index = 0; index < scanLimit; index++)
      await chat.say(index % 2 ? bea! : cal!, index % 2 ? chat.direct(ann!, bea!) : chat.direct(ann!, cal!), `hay ${index}`);

    const first = await search(ann!, 'needle');
    expect(first.body.output.items).toEqual([]);
    expect(first.body.output.next_cursor).toEqual(expect.any(String));
    const second = await search(ann!, 'needle', `&cursor=${first.body.output.next_cursor}`);
    expect(second.body.output.items.map((hit: { text: string }) => hit.text)).toEqual(['the old needle']);
    expect(second.body.output.next_cursor).toBeNull();

    // Within the window, every match is found and nothing is left for a next page.
    const recent = await search(ann!, 'hay');
    expect(recent.body.output.items).toHaveLength(scanLimit);
    const rest = await search(ann!, 'hay', `&cursor=${recent.body.output.next_cursor}`);
    expect(rest.body.output.items).toEqual([]);
    expect(rest.body.output.next_cursor).toBeNull();
  });

  it('answers 422 for an empty or too long query and a forged cursor, and 401 without a session', async () => {
    const [ann] = await chat.friends(1);
    expect((await search(ann!, '  ')).status).toBe(422);
    expect((await search(ann!, 'x'.repeat(101))).status).toBe(422);
    const forged = Buffer.from(JSON.stringify(['not a timetoken', 'dm.a.b'])).toString('base64url');
    expect((await search(ann!, 'x', `&cursor=${forged}`)).status).toBe(422);
    expect((await t.request('GET', '/api/messages/search?q=x')).status).toBe(401);
  });
});

describe('message search of a member in many conversations', () => {
  // The configured window, not the small one above: a search at its real size.
  let big: TestApp;
  beforeAll(async () => {
    big = await startTestApp();
  });
  afterAll(() => big.close());

  /**
   * A member in 300 conversations, each starting with the needle, and one window of newer hay above them all: a search
   * that looked one message further would find a needle. Conversations the member is not in hold needles older and
   * newer than all: a friend request not accepted yet, two friends' own, a group of a friend's.
   */
  async function memberInManyConversations() {
    const bulk = bulkConversations(big);
    const ann = await signedInMember(big);
    const friendIds = await bulk.members(150);
    await bulk.friendships(ann.id, friendIds, 'accepted');
    const groupIds = await bulk.groups(150, ann.id);
    const channels = [...friendIds.map((id) => directChannelOf(ann.id, id)), ...groupIds.map(groupChannelOf)];
    const [requesterId] = await bulk.members(1);
    await bulk.friendships(requesterId!, [ann.id], 'pending');
    const [othersGroupId] = await bulk.groups(1, friendIds[0]!);
    const othersChannels = [
      directChannelOf(ann.id, requesterId!),
      directChannelOf(friendIds[0]!, friendIds[1]!),
      groupChannelOf(othersGroupId!),
    ];

    const window = big.config.messageSearchScan;
    const at = (offset: number) => 17_000_000_000_000_000n + BigInt(offset);
    await bulk.texts([
      ...channels.map((channel, index): StoredText => ({ channel, timetoken: at(index), authorId: ann.id, text: 'the needle' })),
      ...Array.from({ length: window }, (_, index): StoredText => {
        const channel = channels[index % channels.length]!;
        return { channel, timetoken: at(channels.length + index), authorId: ann.id, text: `hay ${index}` };
      }),
      ...othersChannels.flatMap((channel): StoredText[] => [
        { channel, timetoken: at(-1), authorId: friendIds[0]!, text: 'their needle' },
        { channel, timetoken: at(channels.length + window), authorId: friendIds[0]!, text: 'their needle' },
      ]),
    ]);
    return { ann, channels };
  }

  it('looks at one window per search, reaches the oldest matches by its cursor, never finds others’ and is limited per minute', async () => {
    const { ann, channels } = await memberInManyConversations();
    const search = (cursor?: string) =>
      ann.call('GET', `/messages/search?q=needle&limit=${limits.pageSizeMax}${cursor ? `&cursor=${cursor}` : ''}`);

    const first = await search();
    expect(first.status).toBe(200);
    expect(first.body.output).toEqual({ items: [], next_cursor: expect.any(String) });
    let searches = 1;
    const found: string[] = [];
    for (let cursor = first.body.output.next_cursor; cursor; searches++) {
      const page = await search(cursor);
      expect(page.status).toBe(200);
      found.push(...page.body.output.items.map((hit: { channel: string }) => hit.channel));
      cursor = page.body.output.next_cursor;
    }
    expect(found.sort()).toEqual(channels.sort());

    for (; searches < serverLimits.searchesPerMinute; searches++) expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(429);
  });
});
