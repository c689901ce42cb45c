import { Plus, X } from 'lucide-react';
import { limits, postsCopy, postsMoreCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import type { PollDraftState } from './usePollDraft';

/** The options and length of the poll being written. */
export function PollEditor({ poll }: { poll: PollDraftState }) {
  if (!poll.draft) return null;
  const { options, minutes } = poll.draft;
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-xs font-medium text-fg-muted">{postsCopy.addPoll}</legend>
      {options.map((option, index) => (
        <div key={index} className="flex items-center gap-2">
          <input
            aria-label={postsMoreCopy.pollOptionLabel(index + 1)}
            placeholder={postsMoreCopy.pollOptionLabel(index + 1)}
            maxLength={limits.pollOptionMaxLength}
            value={option}
            onChange={(event) => poll.setOption(index, event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-page px-3 text-sm text-fg"
          />
          {options.length > limits.pollOptionsMin && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${postsMoreCopy.removeOption} ${index + 1}`}
              onClick={() => poll.removeOption(index)}
            >
              <X size={16} aria-hidden />
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {options.length < limits.pollOptionsMax ? (
          <Button variant="ghost" onClick={poll.addOption}>
            <Plus size={16} aria-hidden /> {postsMoreCopy.addOption}
          </Button>
        ) : (
          <span />
        )}
        <select
          aria-label={postsMoreCopy.pollLength}
          value={minutes}
          onChange={(event) => poll.setMinutes(Number(event.target.value))}
          className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
        >
          {postsMoreCopy.pollDurations.map((duration) => (
            <option key={duration.minutes} value={duration.minutes}>
              {duration.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
