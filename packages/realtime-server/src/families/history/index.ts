import { ActionStore } from '../../store/actionStore.js';
import type { RealtimeFamily } from '../family.js';
import { deleteMessages } from './deleteMessages.js';
import { fetchMessages, messageCounts } from './fetchMessages.js';
import { historyV2 } from './historyV2.js';

/** History v2, fetch messages v3, history with actions, message counts and delete (protocol §6–§9). */
const historyFamily: RealtimeFamily = async (app, { ctx }) => {
  const actions = new ActionStore(ctx.db);
  app.get('/v2/history/sub-key/:sub/channel/:channel', historyV2(ctx));
  app.get('/v3/history/sub-key/:sub/channel/:channels', fetchMessages(ctx, actions, false));
  app.get('/v3/history-with-actions/sub-key/:sub/channel/:channels', fetchMessages(ctx, actions, true));
  app.get('/v3/history/sub-key/:sub/message-counts/:channels', messageCounts(ctx));
  app.delete('/v3/history/sub-key/:sub/channel/:channels', deleteMessages(ctx));
};

export default historyFamily;
