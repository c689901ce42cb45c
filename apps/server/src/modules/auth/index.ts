import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import type { Db } from '../../db/client.js';
import { moduleService } from '../../composition/moduleService.js';
import { authPlugin } from '../../plugins/auth.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { instanceOf } from '../instance/index.js';
import { usersOf, type UsersService } from '../users/index.js';
import { EmailTokenStore } from './emailTokens.js';
import { KnownBrowserStore } from './knownBrowsers.js';
import { LinkMails } from './linkMails.js';
import { LoginService } from './login.js';
import { LoginFailureCounter } from './loginFailures.js';
import { MailedCodeStore } from './mailedCodes.js';
import { authRoutes } from './routes.js';
import { AuthService } from './service.js';
import { SessionStore } from './sessions.js';
import { TwoFactorService } from './twoFactor.js';
import { twoFactorRoutes } from './twoFactorRoutes.js';

/** What other modules use of authentication: the sessions, the browsers members log in from, the mailed codes and links. */
interface Authentication {
  sessions: SessionStore;
  knownBrowsers: KnownBrowserStore;
  codes: MailedCodeStore;
  emailTokens: EmailTokenStore;
}

const authentication = moduleService<Authentication>('auth');

/**
 * Registration, login, sessions, mailed codes and two-factor; it also resolves the session of
 * every `/api` request and applies each route's access rule (plugins/auth.ts).
 */
export const authModule = fp<AppDependencies>(
  async (app, { config, db, redis, mailer, jobs, realtime, mediaLinks }) => {
    const { publicUrl } = config;
    const users = usersOf(app);
    const sessions = new SessionStore({ db, users, realtime, ttlMs: config.sessionTtlMs });
    await app.register(authPlugin, { sessions, links: mediaLinks });
    const knownBrowsers = new KnownBrowserStore(db);
    const codes = new MailedCodeStore(db);
    const emailTokens = new EmailTokenStore(db);
    authentication.provide(app, { sessions, knownBrowsers, codes, emailTokens });

    const failures = new LoginFailureCounter({ redis, prefix: config.rateLimit.prefix });
    const login = new LoginService({ users, sessions, knownBrowsers, failures, codes, mailer, publicUrl });
    const linkMails = new LinkMails({ users, emailTokens, mailer, jobs, publicUrl });
    const auth = new AuthService({ users, sessions, emailTokens, linkMails, instance: instanceOf(app) });
    const twoFactor = new TwoFactorService({ users, sessions, codes, knownBrowsers, mailer, publicUrl });
    // The known-browser cookie is HTTPS-only when members reach the server by HTTPS.
    const secureCookies = publicUrl.startsWith('https:');
    await registerProductRoutes(app, authRoutes, { auth, login, sessions, secureCookies });
    await registerProductRoutes(app, twoFactorRoutes, { twoFactor, secureCookies });
  },
  { name: 'auth' },
);

/** Authentication, for modules registered after this one. */
export const authenticationOf = authentication.of;

export { knownBrowserCutoff } from './knownBrowsers.js';
export { assertCodeAccepted, assertIssued } from './mailedCodes.js';
export { assertPasswordNotCommon } from './passwordPolicy.js';
export { memberOfFullSession } from './fullSession.js';
export type { EmailTokenStore } from './emailTokens.js';
export type { SessionRow } from './sessions.js';
export type { KnownBrowserStore, MailedCodeStore, SessionStore };

/**
 * The sessions outside a running server (`npm run admin`): ending them there tells no realtime
 * node, whose cached access then lapses on its own (docs/realtime.md, Channels and access).
 */
export const openSessionStore = (db: Db, users: UsersService, ttlMs: number): SessionStore =>
  new SessionStore({ db, users, realtime: { accessChanged: async () => undefined }, ttlMs });
