import { describe, expect, it } from 'vitest';
import type { Relation } from '@meshwork/contracts';
import { friendshipActions, moreActions } from './graphActions';

const id = '11111111-1111-4111-8111-111111111111';
const relation = (changes: Partial<Relation> = {}): Relation => ({
  friendship: 'none',
  following: false,
  follows_you: false,
  blocked: false,
  ...changes,
});
const labels = (calls: Array<{ label: string }>) => calls.map((entry) => entry.label);

describe('graph actions', () => {
  it('offer what fits the friendship', () => {
    expect(friendshipActions(id, relation())).toEqual([{ label: 'Add friend', action: 'sendRequest', memberId: id }]);
    expect(friendshipActions(id, relation({ friendship: 'request_sent' }))).toEqual([
      { label: 'Cancel request', action: 'cancelRequest', memberId: id, quiet: true },
    ]);
    expect(labels(friendshipActions(id, relation({ friendship: 'request_received' })))).toEqual(['Accept', 'Decline']);
    expect(friendshipActions(id, relation({ friendship: 'friends' }))).toEqual([]);
  });

  it('offer follow or unfollow, unfriend between friends, and block behind a confirmation', () => {
    expect(labels(moreActions(id, relation()))).toEqual(['Follow', 'Block']);
    expect(labels(moreActions(id, relation({ friendship: 'friends', following: true })))).toEqual(['Unfollow', 'Unfriend', 'Block']);
    expect(moreActions(id, relation()).at(-1)).toMatchObject({ action: 'block', memberId: id, confirm: true });
  });

  it('offer only unblock for a blocked member', () => {
    expect(friendshipActions(id, relation({ blocked: true }))).toEqual([]);
    expect(moreActions(id, relation({ blocked: true }))).toEqual([{ label: 'Unblock', action: 'unblock', memberId: id }]);
  });
});
