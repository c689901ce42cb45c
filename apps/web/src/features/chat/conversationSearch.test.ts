import { describe, expect, it } from 'vitest';
import { friendNamed } from '../../test/fakeApi';
import type { ChatMessage } from './chatMessages';
import { emptyConversationState } from './conversation/conversationState';
import { searchConversations } from './conversationSearch';

const message = (key: string, text: string, deleted = false): ChatMessage => ({
  key,
  timetoken: key,
  authorUuid: 'x-rt',
  text,
  delivery: 'sent',
  actions: deleted ? [{ type: 'delete', value: '1', uuid: 'x-rt', actionTimetoken: '9' }] : [],
});
const conversation = (friendId: string, messages: ChatMessage[]) => ({ friendId, state: { ...emptyConversationState(), messages } });

const friends = [friendNamed('Ada', 'a'), friendNamed('Bob', 'b')];
const conversations = [
  conversation('a', [message('1', 'Lunch at noon?'), message('2', 'See you')]),
  conversation('b', [message('3', 'Secret plan', true), message('4', 'hello')]),
];

describe('searching conversations', () => {
  it('lists every conversation with its last message when there is no search', () => {
    expect(searchConversations(conversations, friends, ' ').map((row) => [row.friend.nickname, row.line])).toEqual([
      ['Ada', 'See you'],
      ['Bob', 'hello'],
    ]);
  });

  it("finds a conversation by the friend's name, and by a message's text, showing that message", () => {
    expect(searchConversations(conversations, friends, 'BOB').map((row) => row.friend.nickname)).toEqual(['Bob']);
    expect(searchConversations(conversations, friends, 'lunch').map((row) => [row.friend.nickname, row.line])).toEqual([
      ['Ada', 'Lunch at noon?'],
    ]);
  });

  it('never finds a deleted message', () => {
    expect(searchConversations(conversations, friends, 'secret')).toEqual([]);
  });
});
