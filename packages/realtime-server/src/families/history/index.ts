import type { FastifyPluginAsync } from 'fastify';
import { ActionStore } from '../../store/actionStore.js';
import type { CoreFamilyOptions } from '../coreFamily.js';
import { deleteMessages } from './deleteMessages.js';
import { fetchMessages, messageCounts } from './fetchMessages.js';
import { historyV2 } from './historyV2.js';

/** History v2, fetch messages v3, history with actions, message counts and delete (protocol §6–§9). */
const historyFamily: FastifyPluginAsync<CoreFamilyOptions> = async (app, options) => {
  const actions = new ActionStore(options.ctx.db);
  app.get('/v2/history/sub-key/:sub/channel/:channel', historyV2(options));
  app.get('/v3/history/sub-key/:sub/channel/:channels', fetchMessages(options, actions, false));
  app.get('/v3/history-with-actions/sub-key/:sub/channel/:channels', fetchMessages(options, actions, true));
  app.get('/v3/history/sub-key/:sub/message-counts/:channels', messageCounts(options));
  app.delete('/v3/history/sub-key/:sub/channel/:channels', deleteMessages(options));
};

export default historyFamily;
