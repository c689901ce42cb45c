/** A member's circle (the friends and followings whose posts fill their feed) gained an author. */
export type CircleJoinListener = (memberId: string, authorId: string) => Promise<void>;

/**
 * Tells later modules when someone enters a member's circle: a follow, or a friendship (both
 * ways). The posts module copies the author's recent posts into the member's home timeline.
 */
export class CircleJoins {
  private readonly listeners: CircleJoinListener[] = [];

  listen(listener: CircleJoinListener): void {
    this.listeners.push(listener);
  }

  async joined(memberId: string, authorId: string): Promise<void> {
    for (const listener of this.listeners) await listener(memberId, authorId);
  }
}
