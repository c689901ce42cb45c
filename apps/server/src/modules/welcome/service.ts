import { type Welcome, type WelcomeSteps, type WelcomeSuggestion } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import type { Db } from '../../db/client.js';
import { closedWelcomes } from '../../db/schema/welcome.js';
import type { FriendsDirectory } from '../friends/index.js';
import type { MemberProgress } from './memberProgress.js';
import { serverLimits } from '../../serverLimits.js';

type Closing = (typeof closedWelcomes.$inferInsert)['closing'];

/** The newsfeed's welcome: its steps derived from the member's data, and whether it is closed for good. */
export class WelcomeService {
  constructor(
    private readonly db: Db,
    private readonly directory: FriendsDirectory,
    private readonly progress: MemberProgress,
  ) {}

  async state(memberId: string): Promise<Welcome> {
    const [closed, { steps, hasFriends }] = await Promise.all([this.isClosed(memberId), this.progressOf(memberId)]);
    if (closed) return { shown: false, steps, suggestions: [] };
    // Every step done closes the welcome for good: undoing one later does not bring it back.
    if (Object.values(steps).every(Boolean)) {
      await this.close(memberId, 'completed');
      return { shown: false, steps, suggestions: [] };
    }
    return { shown: true, steps, suggestions: await this.suggestions(memberId, hasFriends) };
  }

  async dismiss(memberId: string): Promise<Welcome> {
    await this.close(memberId, 'dismissed');
    return this.state(memberId);
  }

  private async progressOf(memberId: string): Promise<{ steps: WelcomeSteps; hasFriends: boolean }> {
    const { progress } = this;
    const [friends, follows, picture, avatar, post] = await Promise.all([
      progress.hasFriends(memberId),
      progress.followsSomeone(memberId),
      progress.hasPicture(memberId),
      progress.hasAvatar(memberId),
      progress.hasPosted(memberId),
    ]);
    return { steps: { people: friends || follows, picture, avatar, post }, hasFriends: friends };
  }

  /** Friends of friends; a member with no friends has none, so popular creators instead. */
  private async suggestions(memberId: string, hasFriends: boolean): Promise<WelcomeSuggestion[]> {
    if (hasFriends) {
      const friendsOfFriends = await this.directory.suggestions(memberId, serverLimits.welcomeSuggestions);
      return friendsOfFriends.map((person) => ({ ...person, reason: 'friend_of_friend' }));
    }
    const creators = await this.directory.popularCreators(memberId, serverLimits.welcomeSuggestions);
    return creators.map((person) => ({ ...person, mutual_friends: 0, reason: 'popular_creator' }));
  }

  private async isClosed(memberId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ closing: closedWelcomes.closing })
      .from(closedWelcomes)
      .where(eq(closedWelcomes.memberId, memberId));
    return row !== undefined;
  }

  /** The first closing stays: a dismissal after completion changes nothing. */
  private async close(memberId: string, closing: Closing): Promise<void> {
    await this.db.insert(closedWelcomes).values({ memberId, closing, closedAt: clock.now() }).onConflictDoNothing();
  }
}
