import { describe, expect, it } from 'vitest';
import { chatMessageOf, isAfter, mergeMessages, type ChatMessage } from './chatMessages';

const sent = (key: string, timetoken: string | null, delivery: ChatMessage['delivery'] = 'sent'): ChatMessage => ({
  key,
  timetoken,
  authorUuid: 'a-rt',
  text: key,
  delivery,
});

describe('the messages of a conversation', () => {
  it('keeps stored messages in timetoken order, unsent ones last, each once', () => {
    const merged = mergeMessages(
      [sent('b', '17000000000000002'), sent('local', null, 'sending')],
      [sent('a', '17000000000000001'), sent('b', '17000000000000002')],
    );
    expect(merged.map((message) => message.key)).toEqual(['a', 'b', 'local']);
  });

  it('replaces a message sending with its stored echo, matched by its key', () => {
    const merged = mergeMessages([sent('k1', null, 'sending')], [chatMessageOf('17000000000000005', 'a-rt', { text: 'k1', key: 'k1' })!]);
    expect(merged).toEqual([sent('k1', '17000000000000005')]);
  });

  it('ignores what is not a chat text', () => {
    expect(chatMessageOf('1', 'a-rt', { text: '' })).toBeNull();
    expect(chatMessageOf('1', 'a-rt', 'plain')).toBeNull();
    expect(chatMessageOf('1', undefined, { text: 'hi' })).toBeNull();
  });

  it('compares 17-digit timetokens exactly', () => {
    expect(isAfter('17000000000000001', '17000000000000000')).toBe(true);
    expect(isAfter('17000000000000000', '17000000000000000')).toBe(false);
    expect(isAfter('17000000000000000', null)).toBe(true);
  });
});
