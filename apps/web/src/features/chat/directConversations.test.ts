import { directChannelOf, groupChannelOf, realtimeUuidOf, type MutedConversation } from '@meshwork/contracts';
import { getMemberships, hereNow, messageCounts } from '@meshwork/realtime-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TabSubscription } from '../../realtime/tabSubscription';
import { DirectConversations } from './directConversations';

vi.mock('@meshwork/realtime-client', () => ({ getMemberships: vi.fn(), messageCounts: vi.fn(), hereNow: vi.fn(), setState: vi.fn() }));

const me = 'member-a';
const [friendB, friendC] = ['member-b', 'member-c'];
const withB = directChannelOf(me, friendB);
const withC = directChannelOf(me, friendC);
const crew = groupChannelOf('group-1');

/** Stored unread counts: 2 from B, 3 from C, 4 in the group. */
const stored: Record<string, number> = { [withB]: 2, [withC]: 3, [crew]: 4 };

/** A tab that hands the session's listener to the test: what arrives live is told through it. */
function fakeTab() {
  const heard: Array<Parameters<TabSubscription['register']>[0]> = [];
  const tab = {
    connection: {},
    register: (listener: Parameters<TabSubscription['register']>[0]) => {
      heard.push(listener);
      return { setChannels: () => undefined, remove: () => undefined };
    },
  } as unknown as TabSubscription;
  return { tab, heard };
}

const muteOf = (channel: string, expiresAt: string | null = null): MutedConversation => ({
  channel,
  expires_at: expiresAt,
  created_at: new Date().toISOString(),
});

describe('DirectConversations unread total', () => {
  let session: DirectConversations;
  let heard: ReturnType<typeof fakeTab>['heard'];

  beforeEach(async () => {
    vi.mocked(getMemberships).mockResolvedValue({ data: [] } as unknown as Awaited<ReturnType<typeof getMemberships>>);
    vi.mocked(hereNow).mockResolvedValue({ channels: {} } as Awaited<ReturnType<typeof hereNow>>);
    vi.mocked(messageCounts).mockImplementation(async (_connection, { channels }) => ({
      channels: Object.fromEntries(channels.map((channel) => [channel, stored[channel] ?? 0])),
    }));
    const fake = fakeTab();
    heard = fake.heard;
    session = new DirectConversations(fake.tab, me, [friendB, friendC]);
    session.setGroups([crew]);
    await vi.waitFor(() => expect(session.totalUnread()).toBe(9));
  });
  afterEach(() => {
    vi.useRealTimers();
    session.stop();
  });

  it('leaves muted direct and group conversations out, while each still has its own count', () => {
    session.setMuted([muteOf(withC), muteOf(crew)]);
    expect(session.totalUnread()).toBe(2);
    expect([session.stateWith(friendC)?.unread, session.groupUnread(crew)]).toEqual([3, 4]);
    expect([session.isMuted(withC), session.isMuted(crew), session.isMuted(withB)]).toEqual([true, true, false]);

    session.setMuted([]);
    expect(session.totalUnread()).toBe(9);
  });

  it('does not count live messages of a muted conversation', () => {
    session.setMuted([muteOf(crew)]);
    heard[0]!.message?.({ channel: crew, publisher: realtimeUuidOf(friendB), message: { text: 'hi' }, timetoken: '1' } as never);
    expect(session.groupUnread(crew)).toBe(5);
    expect(session.totalUnread()).toBe(5);
  });

  it('counts a conversation again once its mute has ended, without being told', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    session.setMuted([muteOf(withB, '2026-12-01T11:00:00Z')]);
    expect(session.totalUnread()).toBe(7);
    vi.setSystemTime(new Date('2026-12-01T11:00:01Z'));
    expect(session.totalUnread()).toBe(9);
  });
});
