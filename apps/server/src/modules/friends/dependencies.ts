import type { Db } from '../../db/client.js';
import type { NotificationService } from '../notifications/service.js';
import type { FriendsDirectory } from './directory.js';

/** What every graph action needs: the database, the answer (the new relation) and notifications. */
export interface GraphDependencies {
  db: Db;
  directory: FriendsDirectory;
  notifications: NotificationService;
}
