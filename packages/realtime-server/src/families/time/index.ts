import { timetokenFromMs } from '../../timetoken.js';
import { sendJsonText, type RealtimeFamily } from '../family.js';

/** `GET /time/0` (protocol §2): the current timetoken, no `auth` needed; the reconnection probe of every client. */
const timeFamily: RealtimeFamily = async (app, { ctx: { node } }) => {
  app.get('/time/0', { logLevel: 'warn' }, async (_request, reply) => {
    const now = timetokenFromMs(Date.now());
    return sendJsonText(reply, `[${now > node.hub.newest ? now : node.hub.newest}]`);
  });
};

export default timeFamily;
