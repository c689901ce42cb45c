import fp from 'fastify-plugin';
import type { AppDependencies } from '../../composition/dependencies.js';
import { registerProductRoutes } from '../../plugins/productRoutes.js';
import { socialGraphOf } from '../friends/index.js';
import { groupMembershipOf } from '../groups/index.js';
import { mutingOf } from '../muting/index.js';
import { notificationsOf } from '../notifications/index.js';
import { messageExcerptShownTo } from './messageExcerpts.js';
import { MessageNotices } from './messageNotices.js';
import { MessageSearch } from './messageSearch.js';
import { conversationsRoutes } from './routes.js';

/** What happens around members' conversations on the product's side: their messages told as notifications, and searched. */
export const conversationsModule = fp<AppDependencies>(
  async (app, { db, jobs, realtime, config }) => {
    const { policies } = socialGraphOf(app);
    const groups = groupMembershipOf(app);
    const notifications = notificationsOf(app);
    notifications.quoteExcerptsFrom(messageExcerptShownTo);
    const notices = new MessageNotices({
      db,
      jobs,
      notifications,
      friends: policies,
      groups,
      mutes: mutingOf(app).mutedConversations,
      delaySeconds: config.messageNoticeDelaySeconds,
    });
    realtime.onMessage((message) => notices.heard(message));
    await registerProductRoutes(app, conversationsRoutes, {
      search: new MessageSearch(db, policies, groups, config.messageSearchScan),
    });
  },
  { name: 'conversations' },
);
