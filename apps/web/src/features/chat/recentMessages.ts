import { chatLimits } from '@meshwork/contracts';
import { chunks } from './chunks';
import { lastMessagesOf } from './conversation/historyLoader';
import { withMessages } from './conversation/conversationState';
import type { DirectConversations } from './directConversations';

// One call asks the newest messages of at most 50 channels.
const lastMessagesBatch = 50;

/**
 * The newest message(s) of every direct conversation, for the list of recent conversations (one
 * each) or for searching them (the most one call gives for several): asked by the lists that show them.
 */
export async function loadRecentMessages(session: DirectConversations, count: number = chatLimits.historyPage): Promise<void> {
  try {
    for (const batch of chunks(session.everyConversation(), lastMessagesBatch)) {
      const last = await lastMessagesOf(
        session.connection,
        batch.map((conversation) => conversation.channel),
        count,
      );
      for (const conversation of batch) {
        const messages = last.get(conversation.channel) ?? [];
        if (messages.length) conversation.update(withMessages(conversation.state, messages));
      }
    }
  } catch {
    // The lists show what they have; live messages still arrive.
  }
}
