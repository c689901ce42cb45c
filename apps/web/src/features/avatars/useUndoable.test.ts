import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUndoable } from './useUndoable';

describe('useUndoable', () => {
  it('takes changes back one at a time, down to the first value and no further', () => {
    const { result } = renderHook(() => useUndoable('short'));
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.set('bob'));
    act(() => result.current.set('curly'));
    expect(result.current.current).toBe('curly');
    act(() => result.current.undo());
    expect(result.current.current).toBe('bob');
    act(() => result.current.undo());
    act(() => result.current.undo());
    expect(result.current).toMatchObject({ current: 'short', canUndo: false });
  });
});
