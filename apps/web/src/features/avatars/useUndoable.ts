import { useState } from 'react';

/** A value with its history: each change can be undone, back to the first value. */
export function useUndoable<T>(initial: T) {
  const [history, setHistory] = useState<T[]>([initial]);
  const current = history[history.length - 1]!;
  return {
    current,
    set: (next: T) => setHistory((past) => [...past, next]),
    undo: () => setHistory((past) => (past.length > 1 ? past.slice(0, -1) : past)),
    canUndo: history.length > 1,
  };
}
