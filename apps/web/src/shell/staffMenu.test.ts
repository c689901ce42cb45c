import { describe, expect, it } from 'vitest';
import { buildStaffMenu } from './staffMenu';

describe('buildStaffMenu', () => {
  it('is empty for members and for a session without a role', () => {
    expect(buildStaffMenu('member', '/newsfeed')).toEqual([]);
    expect(buildStaffMenu(undefined, '/newsfeed')).toEqual([]);
  });

  it('leads moderators to moderation, and administrators to the members list, audit log, sign-ups, creator requests, invitations, other servers and settings too', () => {
    expect(buildStaffMenu('moderator', '/newsfeed').map((item) => item.path)).toEqual(['/moderation']);
    expect(buildStaffMenu('administrator', '/newsfeed').map((item) => item.path)).toEqual([
      '/moderation',
      '/admin/members',
      '/admin/action_logs',
      '/admin/sign-ups',
      '/admin/creator-requests',
      '/admin/invitations',
      '/admin/federation',
      '/admin/settings',
    ]);
  });

  it('marks the entry of the page shown active', () => {
    const active = buildStaffMenu('administrator', '/admin/members').filter((item) => item.active);
    expect(active.map((item) => item.title)).toEqual(['Members']);
  });
});
