import { useState } from 'react';
import { moderationQueueCopy as copy, reportLimits, type CaseDetail } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { timeAgo } from '../../ui/timeAgo';
import { useAddNote } from './moderationQueries';

/** The moderators' notes on a case, oldest first, and a box to add one. */
export function CaseNotes({ caseId, notes }: { caseId: string; notes: CaseDetail['notes'] }) {
  const [text, setText] = useState('');
  const add = useAddNote(caseId, () => setText(''));
  const trimmed = text.trim();
  return (
    <Card as="section" aria-labelledby="case-notes" className="flex flex-col gap-3 p-4">
      <h2 id="case-notes" className="font-semibold">
        {copy.notesHeading}
      </h2>
      {notes.length === 0 ? (
        <p className="text-sm text-fg-muted">{copy.noNotes}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-muted/50 p-3 text-sm">
              <p className="text-xs text-fg-muted">
                {note.author ? `@${note.author.username}` : copy.deletedMember} ·{' '}
                <time dateTime={note.created_at}>{timeAgo(note.created_at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) add.mutate(trimmed);
        }}
      >
        <Field label={copy.noteLabel}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={text}
              maxLength={reportLimits.noteMaxLength}
              onChange={(event) => setText(event.target.value)}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" className="self-end" disabled={!trimmed} loading={add.isPending}>
          {copy.addNote}
        </Button>
      </form>
    </Card>
  );
}
