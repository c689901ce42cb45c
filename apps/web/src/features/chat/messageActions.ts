import { chatActionTypes } from '@meshwork/contracts';
import { addMessageAction, removeMessageAction, type RealtimeConnection } from '@meshwork/realtime-client';
import type { ChatMessage } from './chatMessages';
import { editValueOf } from './messageView';

/** Reactions, edits and deletions of a stored message, the same in direct and group conversations. */
interface ActionTarget {
  connection: RealtimeConnection;
  channel: string;
  message: ChatMessage | undefined;
  /** The acting member's realtime uuid. */
  uuid: string;
}

/** Adds the member's reaction with this emoji, or takes it back. */
export async function toggleReaction({ connection, channel, message, uuid }: ActionTarget, emoji: string): Promise<void> {
  if (!message?.timetoken) return;
  const mine = message.actions.find((action) => action.type === chatActionTypes.reaction && action.value === emoji && action.uuid === uuid);
  if (mine) await removeMessageAction(connection, { channel, messageTimetoken: message.timetoken, actionTimetoken: mine.actionTimetoken });
  else
    await addMessageAction(connection, {
      channel,
      messageTimetoken: message.timetoken,
      action: { type: chatActionTypes.reaction, value: emoji },
    });
}

/** Changes the text of one's own message, for every side and in history. */
export const editOwn = (target: ActionTarget, text: string) => ownAction(target, chatActionTypes.edit, editValueOf(text));

/** Deletes one's own message: every side shows it as deleted, history too. */
export const deleteOwn = (target: ActionTarget) => ownAction(target, chatActionTypes.delete, '1');

async function ownAction({ connection, channel, message, uuid }: ActionTarget, type: string, value: string): Promise<void> {
  if (!message?.timetoken || message.authorUuid !== uuid) return;
  await addMessageAction(connection, { channel, messageTimetoken: message.timetoken, action: { type, value } });
}
