import { realtimeUuidOf } from '@meshwork/contracts';
import { getMemberships, messageCounts, type RealtimeConnection } from '@meshwork/realtime-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupUnread } from './groupUnread';

vi.mock('@meshwork/realtime-client', () => ({ getMemberships: vi.fn(), messageCounts: vi.fn() }));

const connection = {} as RealtimeConnection;
const me = 'member-a';
const other = realtimeUuidOf('member-b');

describe('GroupUnread', () => {
  let changes = 0;
  let unread: GroupUnread;
  beforeEach(() => {
    changes = 0;
    unread = new GroupUnread(connection, me, () => changes++);
    vi.mocked(getMemberships).mockReset();
    vi.mocked(messageCounts).mockReset();
  });

  it('counts each group from the member’s own read marker, from the start for a group never read', async () => {
    vi.mocked(getMemberships).mockResolvedValue({
      data: [{ channel: { id: 'group.1' }, custom: { lastRead: '170' } }],
    } as unknown as Awaited<ReturnType<typeof getMemberships>>);
    vi.mocked(messageCounts).mockResolvedValue({ channels: { 'group.1': 2, 'group.2': 5 } } as Awaited<ReturnType<typeof messageCounts>>);
    const added = unread.track(['group.1', 'group.2']);
    await unread.load(added);
    expect(messageCounts).toHaveBeenCalledWith(connection, { channels: ['group.1', 'group.2'], channelTimetokens: ['170', '0'] });
    expect([unread.countOf('group.1'), unread.countOf('group.2')]).toEqual([2, 5]);
  });

  it('counts other members’ live messages, not the member’s own, until the marker moves', () => {
    unread.track(['group.1']);
    unread.received('group.1', other);
    unread.received('group.1', other);
    unread.received('group.1', realtimeUuidOf(me));
    unread.received('group.9', other);
    expect(unread.countOf('group.1')).toBe(2);
    expect(unread.has('group.9')).toBe(false);
    unread.read('group.1');
    expect(unread.countOf('group.1')).toBe(0);
  });

  it('forgets groups the member is no longer in, and tells only when one was a group', () => {
    unread.track(['group.1', 'group.2']);
    unread.received('group.2', other);
    expect(unread.forget(['dm.a.b'])).toBe(false);
    expect(unread.forget(['group.2'])).toBe(true);
    unread.track(['group.1']);
    expect(unread.channels()).toEqual(['group.1']);
    expect(unread.countOf('group.2')).toBe(0);
    expect(changes).toBeGreaterThan(0);
  });
});
