import type { FastifyReply } from 'fastify';
import { ProtocolError, sendProtocolError } from '../../errors.js';
import type { RealtimeFamily } from '../family.js';

/**
 * The body the protocol (§15) prescribes while token grants are disabled. The SDK reports it as
 * `PNAccessDeniedCategory`; a client wrapper turns `error.message` into
 * `Grant Token error: PAM module disabled`.
 */
const pamDisabledBody = {
  status: 403,
  message: 'PAM module disabled',
  service: 'Access Manager',
  error: {
    message: 'PAM module disabled',
    source: 'grant',
    details: [{ message: 'PAM module disabled', location: 'subscribe-key', locationType: 'path' }],
  },
};

/** Grant token, revoke token, grant (v2) and audit (v2): all answered with the disabled-module 403. */
const accessManagerFamily: RealtimeFamily = async (app) => {
  const refuse = async (_request: unknown, reply: FastifyReply) => sendProtocolError(reply, new ProtocolError(403, pamDisabledBody));
  app.post('/v3/pam/:sub/grant', refuse);
  app.delete('/v3/pam/:sub/grant/:token', refuse);
  app.get('/v2/auth/grant/sub-key/:sub', refuse);
  app.get('/v2/auth/audit/sub-key/:sub', refuse);
};

export default accessManagerFamily;
