import { describe, expect, it } from 'vitest';
import { pageStyleFor, showsSidebar } from './pageStyle';

describe('pageStyleFor', () => {
  it.each([
    ['/', 'newsfeed'],
    ['/newsfeed', 'newsfeed'],
    ['/profile/ava', 'profile'],
    ['/profile/ava/about', 'profile'],
    ['/profile/ava/activity-feed', 'profile'],
    ['/profile/ava/unknown', 'default'],
    ['/favourites', 'favorite'],
    ['/event-calendar', 'other'],
    ['/games', 'other'],
    ['/settings', 'default'],
  ])('%s is styled as %s', (pathname, style) => {
    expect(pageStyleFor(pathname)).toBe(style);
  });
});

describe('showsSidebar', () => {
  it('shows the sidebar on the newsfeed and the root only', () => {
    expect(showsSidebar('/')).toBe(true);
    expect(showsSidebar('/newsfeed')).toBe(true);
    expect(showsSidebar('/profile/ava')).toBe(false);
    expect(showsSidebar('/profile/ava/friends')).toBe(false);
  });
});
