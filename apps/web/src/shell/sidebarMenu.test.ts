import { describe, expect, it } from 'vitest';
import { buildSidebarMenu } from './sidebarMenu';

describe('buildSidebarMenu', () => {
  it('gives every entry an icon, a title, a path and an active flag', () => {
    for (const item of buildSidebarMenu('ava', '/newsfeed')) {
      expect(item).toEqual({
        icon: expect.anything(),
        title: expect.any(String),
        path: expect.stringMatching(/^\//),
        active: expect.any(Boolean),
      });
    }
  });

  it('marks the newsfeed active on the newsfeed and on the root', () => {
    for (const pathname of ['/newsfeed', '/']) {
      const active = buildSidebarMenu('ava', pathname).filter((item) => item.active);
      expect(active.map((item) => item.path)).toEqual(['/newsfeed']);
    }
  });

  it("marks Events active on the calendar and on an event's own page, and nothing else", () => {
    for (const pathname of ['/event-calendar', '/event-calendar/', '/event-calendar/3f2b']) {
      const active = buildSidebarMenu('ava', pathname).filter((item) => item.active);
      expect(active.map((item) => item.title)).toEqual(['Events']);
    }
    const onProfileTab = buildSidebarMenu('ava', '/profile/ava/friends').filter((item) => item.active);
    expect(onProfileTab.map((item) => item.title)).toEqual(['Friends']);
  });

  it("points the profile entries at the member's own profile", () => {
    const paths = buildSidebarMenu('ava', '/newsfeed').map((item) => item.path);
    expect(paths).toContain('/profile/ava');
    expect(paths).toContain('/profile/ava/friends');
  });

  it('leads to the favourites, the shell’s favourite page', () => {
    const active = buildSidebarMenu('ava', '/favourites').filter((item) => item.active);
    expect(active.map((item) => item.path)).toEqual(['/favourites']);
  });
});
