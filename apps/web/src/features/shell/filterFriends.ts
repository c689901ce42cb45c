import type { Friend } from '@meshwork/contracts';

/** Friends whose nickname, full name or username contains the query, ignoring case. */
export function filterFriends(friends: Friend[], query: string): Friend[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return friends;
  return friends.filter((friend) =>
    [friend.nickname, friend.fullname, friend.username].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
