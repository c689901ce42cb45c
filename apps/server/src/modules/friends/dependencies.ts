import type { Db } from '../../db/client.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import type { NewAccountLimits } from '../instance/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { CircleJoins } from './circleJoins.js';
import type { FriendsDirectory } from './directory.js';

/**
 * What every graph action needs: the database, the answer (the new relation), notifications,
 * realtime access and the news of who entered a member's circle. The routes ask the `interact` policy before any action runs.
 */
export interface GraphDependencies {
  db: Db;
  directory: FriendsDirectory;
  notifications: NotificationService;
  /** Blocks close conversations and friendships show presence: realtime hears of both at once. */
  realtime: Pick<RealtimeRelay, 'accessChanged'>;
  circleJoins: Pick<CircleJoins, 'joined'>;
  /** New accounts follow at most so many members an hour. */
  newAccounts: Pick<NewAccountLimits, 'assertWithin'>;
}
