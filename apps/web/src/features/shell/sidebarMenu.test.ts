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

  it("points the profile entries at the member's own profile", () => {
    const paths = buildSidebarMenu('ava', '/newsfeed').map((item) => item.path);
    expect(paths).toContain('/profile/ava');
    expect(paths).toContain('/profile/ava/friends');
  });
});
