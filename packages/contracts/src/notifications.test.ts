import { describe, expect, it } from 'vitest';
import { notificationPhraseOf } from './notifications.js';

describe('notificationPhraseOf', () => {
  it('names the group of a message and the event of an invitation when it may', () => {
    expect(notificationPhraseOf({ type: 'message', aggregated_count: null, subject_name: 'Crew' })).toBe('wrote in Crew');
    expect(notificationPhraseOf({ type: 'event_invite', aggregated_count: null, subject_name: 'Board games night' })).toBe(
      'invited you to Board games night',
    );
  });

  it('falls back to the plain phrase without a name, and counts aggregated mentions', () => {
    expect(notificationPhraseOf({ type: 'message', aggregated_count: null, subject_name: null })).toBe('sent you a message');
    expect(notificationPhraseOf({ type: 'mention', aggregated_count: 1, subject_name: null })).toBe('mentioned you once more');
    expect(notificationPhraseOf({ type: 'mention', aggregated_count: 3, subject_name: null })).toBe('mentioned you 3 times more');
  });
});
