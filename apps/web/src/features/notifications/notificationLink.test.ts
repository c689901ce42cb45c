import { describe, expect, it } from 'vitest';
import type { Notification } from '@meshwork/contracts';
import { notificationLink } from './notificationLink';

const notification = (fields: Partial<Notification>): Notification => ({
  id: 'n1',
  type: 'follow',
  actor: { user_id: 'a1', fullname: 'Ava Stone', nickname: 'Ava', username: 'ava', user_image: null, colour: '#123456', is_creator: false },
  remote_actor: null,
  read: false,
  subject_id: null,
  subject_name: null,
  post_id: null,
  comment_id: null,
  aggregated_count: null,
  excerpt: null,
  created_at: '2026-11-23T00:00:00.000Z',
  ...fields,
});

describe('where a notification leads', () => {
  it('to the post, at the comment for comments and replies', () => {
    expect(notificationLink(notification({ type: 'reaction', post_id: 'p1' }))).toBe('/post/p1');
    expect(notificationLink(notification({ type: 'reply', post_id: 'p1', comment_id: 'c1' }))).toBe('/post/p1#comment-c1');
  });

  it('to the event for invitations, answers and reminders', () => {
    expect(notificationLink(notification({ type: 'event_invite', subject_id: 'e1' }))).toBe('/event-calendar/e1');
  });

  it('to the conversation for a message: the group’s, or the one with the actor', () => {
    expect(notificationLink(notification({ type: 'message', subject_id: 'g1' }))).toBe('/messages/groups/g1');
    expect(notificationLink(notification({ type: 'message' }))).toBe('/messages/a1');
  });

  it('to the actor for mentions added up past the sender’s budget', () => {
    expect(notificationLink(notification({ type: 'mention', aggregated_count: 12 }))).toBe('/profile/ava');
  });

  it('to the requests for a friend request and to the actor otherwise', () => {
    expect(notificationLink(notification({ type: 'friend_request' }))).toBe('/people');
    expect(notificationLink(notification({ type: 'follow' }))).toBe('/profile/ava');
  });

  it('to the profile here of an account of another server that followed, and to the post it liked', () => {
    const remote_actor = { handle: 'ada@social.example', name: 'Ada', icon_url: null, profile_url: 'https://social.example/users/ada' };
    expect(notificationLink(notification({ type: 'follow', actor: null, remote_actor }))).toBe('/profile/@ada@social.example');
    expect(notificationLink(notification({ type: 'reaction', actor: null, remote_actor, post_id: 'p1' }))).toBe('/post/p1');
  });
});
