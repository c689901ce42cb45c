// The profile queries' keys, below the features: the post and people actions refresh profiles by these.
export type FollowList = 'followers' | 'following';

export const profileKeys = {
  all: ['profiles'] as const,
  profile: (username: string) => [...profileKeys.all, username.toLowerCase()] as const,
  friends: (username: string, search: string) => [...profileKeys.profile(username), 'friends', search] as const,
  follows: (username: string, list: FollowList) => [...profileKeys.profile(username), list] as const,
};
