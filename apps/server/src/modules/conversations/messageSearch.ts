import { directChannelOf, directMembersOfChannel, groupChannelOf, groupIdOfChannel, memberIdOfRealtimeUuid } from '@meshwork/contracts';
import type { MessageSearchHit, Page } from '@meshwork/contracts';
import { searchStoredTexts, type StoredTextMatch, type StoredTextPosition } from '@meshwork/realtime-server';
import type { Db } from '../../db/client.js';
import { cursorKeys } from '../../http/cursorKeys.js';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import type { FriendsPolicies } from '../friends/index.js';
import type { GroupMembership } from '../groups/index.js';

/**
 * Search over the text of a member's conversations: the direct ones with its friends and the
 * groups it is in now. A group one has left or was removed from is no longer searched, as its
 * history is no longer readable (the realtime access refuses it).
 *
 * A search looks at the member's newest `scanLimit` messages past its cursor and no further, so
 * that a long history costs no more than a short one: when that is all it looked at, the page
 * (even an empty one) has a cursor, and the next search goes on with the older messages.
 */
export class MessageSearch {
  constructor(
    private readonly db: Db,
    private readonly friends: Pick<FriendsPolicies, 'friendIdsOf'>,
    private readonly groups: Pick<GroupMembership, 'groupsOf'>,
    private readonly scanLimit: number,
  ) {}

  async search(memberId: string, text: string, page: { cursor?: string; limit?: number }): Promise<Page<MessageSearchHit>> {
    const size = pageSize(page.limit);
    const before = this.positionOf(page.cursor);
    const [friendIds, groupIds] = await Promise.all([this.friends.friendIdsOf(memberId), this.groups.groupsOf(memberId)]);
    const channels = [
      ...[...friendIds].map((friendId) => directChannelOf(memberId, friendId)),
      ...[...groupIds].map((groupId) => groupChannelOf(groupId)),
    ];
    const { matches, scannedTo } = await searchStoredTexts(this.db, { channels, text, before, limit: size + 1, scanLimit: this.scanLimit });
    const hits = toPage(matches, size, positionKeys, (match) => presentHit(memberId, match));
    if (hits.next_cursor || !scannedTo) return hits;
    return { ...hits, next_cursor: encodeCursor(positionKeys(scannedTo)) };
  }

  /** Where the previous page ended: a cursor this route made, else 422. */
  private positionOf(cursor: string | undefined) {
    const keys = decodeCursor(cursor, [cursorKeys.timetoken, cursorKeys.text]);
    return keys && { timetoken: keys[0], channel: keys[1] };
  }
}

const positionKeys = (position: StoredTextPosition) => [position.timetoken, position.channel];

function presentHit(memberId: string, match: StoredTextMatch): MessageSearchHit {
  const pair = directMembersOfChannel(match.channel);
  return {
    channel: match.channel,
    friend_id: pair ? (pair[0] === memberId ? pair[1] : pair[0]) : null,
    group_id: groupIdOfChannel(match.channel),
    timetoken: match.timetoken,
    author_id: memberIdOfRealtimeUuid(match.publisherUuid),
    text: match.text,
  };
}
