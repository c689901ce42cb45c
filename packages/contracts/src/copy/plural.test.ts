import { describe, expect, it } from 'vitest';
import { accountCopy } from './account.js';
import { commentsCopy } from './comments.js';
import { counted } from './plural.js';
import { postsCopy } from './posts.js';
import { profilesCopy } from './profiles.js';
import { shellCopy } from './shell.js';

describe('counts in the copy', () => {
  it('name one thing in the singular and every other count in the plural', () => {
    expect(counted(1, 'follower', 'followers')).toBe('1 follower');
    expect([0, 2, 1204].map((count) => counted(count, 'follower', 'followers'))).toEqual(['0 followers', '2 followers', '1,204 followers']);
    expect(shellCopy.followersCount(1)).toBe('follower');
    expect(profilesCopy.counts.followers(1)).toBe('Follower');
    expect(profilesCopy.counts.friends(2)).toBe('Friends');
    expect(commentsCopy.showReplies(1)).toBe('View 1 reply');
    expect(accountCopy.daysLeft(1)).toBe('1 day left');
  });

  it('say how far over the limit a text is instead of a negative room', () => {
    expect(postsCopy.charactersLeft(10)).toBe('10 characters left');
    expect(postsCopy.charactersLeft(1)).toBe('1 character left');
    expect(postsCopy.charactersLeft(-10)).toBe('10 characters over');
  });
});
