import { type Poll, type PollInput, postAnswersCopy } from '@meshwork/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { clock } from '../../clock/clock.js';
import type { Db, Transaction } from '../../db/client.js';
import { pollOptions, polls, pollVotes } from '../../db/schema/posts.js';
import { conflict, invalidFields, notFound } from '../../http/errors.js';

/** A poll's options with their votes, and when it closes; one vote per member, so the votes add up to its voters. */
export interface PollTally {
  closesAt: Date;
  options: Array<{ id: string; text: string; votes: number }>;
}

/** Polls of posts: 2–4 options, open 5 minutes to 7 days, one vote per member, results after voting or closing. */
export class Polls {
  constructor(private readonly db: Db) {}

  /** Answers when the poll closes. */
  async create(tx: Transaction, postId: string, poll: PollInput): Promise<Date> {
    const closesAt = new Date(clock.now().getTime() + poll.duration_minutes * 60_000);
    await tx.insert(polls).values({ postId, closesAt });
    await tx.insert(pollOptions).values(poll.options.map((text, position) => ({ postId, position, text })));
    return closesAt;
  }

  /** Each post's poll with every option's votes, whoever asks: what other servers show their members (modules/federation). */
  async talliesOf(postIds: string[]): Promise<Map<string, PollTally>> {
    if (postIds.length === 0) return new Map();
    const [pollRows, optionRows, voteRows] = await Promise.all([
      this.db.select().from(polls).where(inArray(polls.postId, postIds)),
      this.db.select().from(pollOptions).where(inArray(pollOptions.postId, postIds)).orderBy(asc(pollOptions.position)),
      this.db
        .select({ optionId: pollVotes.optionId, votes: count() })
        .from(pollVotes)
        .where(inArray(pollVotes.postId, postIds))
        .groupBy(pollVotes.optionId),
    ]);
    const votes = new Map(voteRows.map((row) => [row.optionId, row.votes]));
    return new Map(
      pollRows.map((poll) => [
        poll.postId,
        {
          closesAt: poll.closesAt,
          options: optionRows
            .filter((option) => option.postId === poll.postId)
            .map((option) => ({ id: option.id, text: option.text, votes: votes.get(option.id) ?? 0 })),
        },
      ]),
    );
  }

  /** Each post's poll as the viewer sees it: vote counts only once they voted or the poll ended. */
  async ofPosts(viewerId: string, postIds: string[]): Promise<Map<string, Poll>> {
    if (postIds.length === 0) return new Map();
    const [tallies, myVotes] = await Promise.all([
      this.talliesOf(postIds),
      this.db
        .select({ postId: pollVotes.postId, optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(inArray(pollVotes.postId, postIds), eq(pollVotes.memberId, viewerId))),
    ]);
    const mine = new Map(myVotes.map((row) => [row.postId, row.optionId]));
    const now = Date.now();
    return new Map(
      [...tallies].map(([postId, tally]) => {
        const closed = tally.closesAt.getTime() <= now;
        const myVote = mine.get(postId) ?? null;
        const results = closed || myVote !== null;
        const options = tally.options.map((option) => ({ ...option, votes: results ? option.votes : null }));
        const total = tally.options.reduce((sum, option) => sum + option.votes, 0);
        return [postId, { options, closes_at: tally.closesAt.toISOString(), closed, my_vote: myVote, total_votes: results ? total : null }];
      }),
    );
  }

  /** One vote per member, while the poll is open, for one of its options. */
  async vote(viewerId: string, postId: string, optionId: string): Promise<Poll> {
    const [poll] = await this.db.select().from(polls).where(eq(polls.postId, postId));
    if (!poll) throw notFound('no_poll', postAnswersCopy.noPoll);
    if (poll.closesAt <= clock.now()) throw conflict('poll_closed', postAnswersCopy.pollClosed);
    const [option] = await this.db
      .select({ id: pollOptions.id })
      .from(pollOptions)
      .where(and(eq(pollOptions.id, optionId), eq(pollOptions.postId, postId)));
    if (!option) throw invalidFields({ option_id: [postAnswersCopy.unknownOption] });
    const inserted = await this.db.insert(pollVotes).values({ postId, memberId: viewerId, optionId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw conflict('already_voted', postAnswersCopy.alreadyVoted);
    return (await this.ofPosts(viewerId, [postId])).get(postId)!;
  }
}
