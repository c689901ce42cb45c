import type { FastifyPluginAsync } from 'fastify';
import { timetokenFromMs } from '../../timetoken.js';
import { sendJsonText, type CoreFamilyOptions } from '../coreFamily.js';

/** `GET /time/0` (protocol §2): the current timetoken, no `auth` needed; the reconnection probe of every client. */
const timeFamily: FastifyPluginAsync<CoreFamilyOptions> = async (app, { node }) => {
  app.get('/time/0', { logLevel: 'warn' }, async (_request, reply) => {
    const now = timetokenFromMs(Date.now());
    return sendJsonText(reply, `[${now > node.hub.newest ? now : node.hub.newest}]`);
  });
};

export default timeFamily;
