import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addArrival, clearArrivals, useArrivals } from './feedArrivals';

describe('posts announced for the feed', () => {
  it('gather once each, however often a burst repeats them, until the feed takes them', () => {
    const { result } = renderHook(() => useArrivals());
    act(() => {
      for (const id of ['p1', 'p2', 'p1', 'p3', 'p2']) addArrival(id);
    });
    expect(result.current).toEqual(['p1', 'p2', 'p3']);
    act(() => clearArrivals());
    expect(result.current).toEqual([]);
  });
});
