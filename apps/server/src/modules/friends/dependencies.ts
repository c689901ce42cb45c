import type { Db } from '../../db/client.js';
import type { NotificationService } from '../notifications/service.js';
import type { RealtimeRelay } from '../realtime/relay.js';
import type { FriendsDirectory } from './directory.js';

/** What every graph action needs: the database, the answer (the new relation), notifications and realtime access. */
export interface GraphDependencies {
  db: Db;
  directory: FriendsDirectory;
  notifications: NotificationService;
  /** Blocks close conversations and friendships show presence: realtime hears of both at once. */
  realtime: Pick<RealtimeRelay, 'accessChanged'>;
}
