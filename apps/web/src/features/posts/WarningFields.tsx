import { postsMoreCopy, type Post } from '@meshwork/contracts';
import { Input } from '../../ui/Input';

/** How a post is shown, as its form holds it: the warning's toggle and summary, and the sensitive mark. */
export interface WarningDraft {
  warned: boolean;
  summary: string;
  sensitive: boolean;
}

export const warningDraftOf = (post: Pick<Post, 'content_warning' | 'sensitive'>): WarningDraft => ({
  warned: post.content_warning !== '',
  summary: post.content_warning,
  sensitive: post.sensitive,
});

/** What the API takes: no warning when it is turned off. */
export const warningOf = (draft: WarningDraft) => ({ content_warning: draft.warned ? draft.summary : '', sensitive: draft.sensitive });

const checkboxRow = 'flex min-h-11 items-center gap-2 text-sm font-medium';

/** A content warning (a toggle, then its summary) and whether the post's pictures are sensitive. */
export function WarningFields({ value, onChange }: { value: WarningDraft; onChange: (value: WarningDraft) => void }) {
  return (
    <div className="mb-3 flex flex-col gap-1">
      <label className={checkboxRow}>
        <input type="checkbox" checked={value.warned} onChange={(event) => onChange({ ...value, warned: event.target.checked })} />
        {postsMoreCopy.contentWarning}
      </label>
      {value.warned && (
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {postsMoreCopy.contentWarningSummary}
          <Input value={value.summary} maxLength={200} onChange={(event) => onChange({ ...value, summary: event.target.value })} />
        </label>
      )}
      <label className={checkboxRow}>
        <input type="checkbox" checked={value.sensitive} onChange={(event) => onChange({ ...value, sensitive: event.target.checked })} />
        {postsMoreCopy.sensitive}
      </label>
    </div>
  );
}
