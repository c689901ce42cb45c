import { useState } from 'react';
import { limits, type PollInput } from '@meshwork/contracts';

interface PollDraft {
  options: string[];
  minutes: number;
}

/** A new poll's length until its author picks another: a day, one of `postsMoreCopy.pollDurations`. */
const defaultMinutes = 24 * 60;

const fresh = (): PollDraft => ({ options: ['', ''], minutes: defaultMinutes });

/** The composer's poll: off, or its options (2–4) and length. */
export function usePollDraft() {
  const [draft, setDraft] = useState<PollDraft | null>(null);
  return {
    draft,
    open: () => setDraft(fresh()),
    clear: () => setDraft(null),
    setOption: (index: number, text: string) =>
      setDraft((current) => current && { ...current, options: current.options.map((option, at) => (at === index ? text : option)) }),
    addOption: () =>
      setDraft((current) =>
        current && current.options.length < limits.pollOptionsMax ? { ...current, options: [...current.options, ''] } : current,
      ),
    removeOption: (index: number) =>
      setDraft((current) =>
        current && current.options.length > limits.pollOptionsMin
          ? { ...current, options: current.options.filter((_, at) => at !== index) }
          : current,
      ),
    setMinutes: (minutes: number) => setDraft((current) => current && { ...current, minutes }),
    /** Every option filled in. */
    complete: draft === null || draft.options.every((option) => option.trim().length > 0),
    input: (): PollInput | undefined =>
      draft ? { options: draft.options.map((option) => option.trim()), duration_minutes: draft.minutes } : undefined,
  };
}

export type PollDraftState = ReturnType<typeof usePollDraft>;
