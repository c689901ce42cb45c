import { postAnswersCopy } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { polls } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const poll = (options: unknown, duration_minutes: unknown = 60) => ({ text: 'Which one?', poll: { options, duration_minutes } });

describe('polls', () => {
  it('hides results until the member votes, takes one vote, then shows the counts', async () => {
    const [author, friend, stranger] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await befriend(author, friend);
    const { status, body } = await author.call('POST', '/posts', poll(['Tea', 'Coffee', 'Water']));
    expect(status).toBe(201);
    const post = body.output;
    expect(post.poll).toMatchObject({ closed: false, my_vote: null, total_votes: null });
    expect(post.poll.options.map((option: { text: string; votes: null }) => [option.text, option.votes])).toEqual([
      ['Tea', null],
      ['Coffee', null],
      ['Water', null],
    ]);
    const coffee = post.poll.options[1].id;
    const voted = await friend.call('POST', `/posts/${post.id}/poll/vote`, { option_id: coffee });
    expect(voted.body.output).toMatchObject({ my_vote: coffee, total_votes: 1 });
    expect(voted.body.output.options.map((option: { votes: number }) => option.votes)).toEqual([0, 1, 0]);
    const twice = await friend.call('POST', `/posts/${post.id}/poll/vote`, { option_id: post.poll.options[0].id });
    expect(twice).toMatchObject({ status: 409, body: { error: 'already_voted', message: postAnswersCopy.alreadyVoted } });
    expect((await stranger.call('POST', `/posts/${post.id}/poll/vote`, { option_id: coffee })).status).toBe(404);
    expect((await author.call('GET', `/posts/${post.id}`)).body.output.poll.total_votes).toBeNull();
  });

  it('shows the results to everyone once it has ended, and takes no more votes', async () => {
    const author = await signedInMember(t);
    const post = (await author.call('POST', '/posts', poll(['Yes', 'No'], 5))).body.output;
    await t.app.database.db
      .update(polls)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(polls.postId, post.id));
    const ended = (await author.call('GET', `/posts/${post.id}`)).body.output.poll;
    expect(ended).toMatchObject({ closed: true, total_votes: 0 });
    const late = await author.call('POST', `/posts/${post.id}/poll/vote`, { option_id: ended.options[0].id });
    expect(late).toMatchObject({ status: 409, body: { error: 'poll_closed' } });
  });

  it('refuses one option, five, blank or repeated ones, and a length outside 5 minutes to 7 days', async () => {
    const author = await signedInMember(t);
    const problems = async (body: unknown) => (await author.call('POST', '/posts', body)).body.extra?.message;
    expect(await problems(poll(['Only']))).toEqual({ 'poll.options': [postAnswersCopy.pollOptionsCount] });
    expect(await problems(poll(['a', 'b', 'c', 'd', 'e']))).toEqual({ 'poll.options': [postAnswersCopy.pollOptionsCount] });
    expect(Object.values((await problems(poll(['a', ' ']))) ?? {})).toEqual([[postAnswersCopy.pollOptionRequired]]);
    expect(await problems(poll(['Same', 'same']))).toEqual({ 'poll.options': [postAnswersCopy.pollDuplicateOptions] });
    expect(await problems(poll(['a', 'b'], 4))).toEqual({ 'poll.duration_minutes': [postAnswersCopy.pollDuration] });
    expect(await problems(poll(['a', 'b'], 7 * 24 * 60 + 1))).toEqual({ 'poll.duration_minutes': [postAnswersCopy.pollDuration] });
  });

  it("refuses a vote for another poll's option, and a vote on a post without a poll", async () => {
    const author = await signedInMember(t);
    const first = (await author.call('POST', '/posts', poll(['a', 'b']))).body.output;
    const second = (await author.call('POST', '/posts', poll(['c', 'd']))).body.output;
    const wrong = await author.call('POST', `/posts/${first.id}/poll/vote`, { option_id: second.poll.options[0].id });
    expect(wrong.body.extra.message.option_id).toEqual([postAnswersCopy.unknownOption]);
    const plain = (await author.call('POST', '/posts', { text: 'no poll' })).body.output;
    expect((await author.call('POST', `/posts/${plain.id}/poll/vote`, { option_id: first.poll.options[0].id })).status).toBe(404);
  });
});
