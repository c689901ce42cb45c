import type { Friend } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { filterFriends } from './filterFriends';

const friend = (nickname: string, username: string): Friend => ({
  user_id: username,
  fullname: `${nickname} Example`,
  nickname,
  username,
  user_image: null,
  colour: '#000000',
  status: 'online',
});

const friends = [friend('Ben', 'ben_o'), friend('Chloé', 'chloe'), friend('Dev', 'devr')];

describe('filterFriends', () => {
  it('keeps everyone for an empty or blank query', () => {
    expect(filterFriends(friends, '  ')).toEqual(friends);
  });

  it('matches nickname, full name or username, ignoring case', () => {
    expect(filterFriends(friends, 'CHLO').map((f) => f.username)).toEqual(['chloe']);
    expect(filterFriends(friends, 'ben_').map((f) => f.username)).toEqual(['ben_o']);
    expect(filterFriends(friends, 'example')).toHaveLength(3);
  });

  it('finds nobody for a query nobody matches', () => {
    expect(filterFriends(friends, 'zzz')).toEqual([]);
  });
});
