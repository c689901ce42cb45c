import { describe, expect, it } from 'vitest';
import { chatMessageOf, isAfter, mergeMessages, type ChatMessage } from './chatMessages';
import { viewOf } from './messageView';

const sent = (key: string, timetoken: string | null, delivery: ChatMessage['delivery'] = 'sent'): ChatMessage => ({
  key,
  timetoken,
  authorUuid: 'a-rt',
  text: key,
  delivery,
  actions: [],
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

  it("applies only its author's edits and deletion, and gathers reactions by emoji", () => {
    const message: ChatMessage = {
      ...sent('m', '17000000000000001'),
      text: 'first',
      actions: [
        { type: 'edit', value: `x|${'not yours'}`, uuid: 'b-rt', actionTimetoken: '17000000000000002' },
        { type: 'edit', value: 'y|second', uuid: 'a-rt', actionTimetoken: '17000000000000003' },
        { type: 'reaction', value: '👍', uuid: 'b-rt', actionTimetoken: '17000000000000004' },
        { type: 'reaction', value: '👍', uuid: 'a-rt', actionTimetoken: '17000000000000005' },
        { type: 'delete', value: '1', uuid: 'b-rt', actionTimetoken: '17000000000000006' },
      ],
    };
    expect(viewOf(message)).toEqual({
      text: 'second',
      edited: true,
      deleted: false,
      reactions: [{ emoji: '👍', uuids: ['b-rt', 'a-rt'] }],
    });
    const deleted = {
      ...message,
      actions: [...message.actions, { type: 'delete', value: '1', uuid: 'a-rt', actionTimetoken: '17000000000000007' }],
    };
    expect(viewOf(deleted).deleted).toBe(true);
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
