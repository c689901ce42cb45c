import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mutedWordDurations, mutingCopy, type MutedWordDuration } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Input, inputClasses } from '../../ui/Input';
import { ListState } from './ListState';
import { muteEnds } from './muteEnds';
import { mutedWordsQuery, useMuteWord, useUnmuteWord } from './mutingQueries';

const copy = mutingCopy.section;
const durations = Object.keys(mutedWordDurations) as MutedWordDuration[];

/** The member's muted words and hashtags: add one for a while or for good, see when each ends, remove one. */
export function MutedWordsList() {
  const words = useQuery(mutedWordsQuery);
  const muteWord = useMuteWord();
  const unmuteWord = useUnmuteWord();
  const [phrase, setPhrase] = useState('');
  const [duration, setDuration] = useState<MutedWordDuration>('forever');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    muteWord.mutate({ phrase, duration }, { onSuccess: () => setPhrase('') });
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{copy.wordsTitle}</h3>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium">
          {copy.phraseLabel}
          <Input value={phrase} maxLength={100} onChange={(event) => setPhrase(event.target.value)} required />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {copy.durationLabel}
          <select className={inputClasses} value={duration} onChange={(event) => setDuration(event.target.value as MutedWordDuration)}>
            {durations.map((option) => (
              <option key={option} value={option}>
                {copy.durations[option]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" loading={muteWord.isPending}>
          {copy.add}
        </Button>
      </form>
      <ListState query={words} empty={copy.noWords} itemsOf={(list) => list}>
        {(items) => (
          <ul className="flex flex-col divide-y divide-line">
            {items.map((word) => (
              <li key={word.id} className="flex min-h-11 items-center gap-3 py-2">
                <span className="min-w-0 flex-1 break-words font-medium">{word.phrase}</span>
                <span className="text-sm text-fg-muted">{muteEnds(word.expires_at)}</span>
                <Button variant="secondary" aria-label={copy.remove(word.phrase)} onClick={() => unmuteWord.mutate(word.id)}>
                  {copy.removeShort}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
