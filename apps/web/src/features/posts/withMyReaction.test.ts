import { describe, expect, it } from 'vitest';
import type { ReactionSummary } from '@meshwork/contracts';
import { withMyReaction } from './useEngagement';

const summary = (mine: ReactionSummary['mine']): ReactionSummary => ({
  counts: { like: 2, love: mine === 'love' ? 1 : 0, haha: 0, wow: 0, sad: 0, angry: 0 },
  total: mine === 'love' ? 3 : 2,
  mine,
});

describe("the viewer's reaction counted before the server answers", () => {
  it('adds a first reaction', () => {
    expect(withMyReaction(summary(null), 'wow')).toEqual({ counts: { ...summary(null).counts, wow: 1 }, total: 3, mine: 'wow' });
  });

  it('moves a changed reaction from one kind to another without changing the total', () => {
    expect(withMyReaction(summary('love'), 'like')).toMatchObject({ counts: { like: 3, love: 0 }, total: 3, mine: 'like' });
  });

  it('takes a reaction back', () => {
    expect(withMyReaction(summary('love'), null)).toMatchObject({ counts: { love: 0 }, total: 2, mine: null });
  });
});
