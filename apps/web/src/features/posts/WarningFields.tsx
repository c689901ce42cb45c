import { postsCopy, postsMoreCopy } from '@meshwork/contracts';
import { Input } from '../../ui/Input';
import type { WarningDraft } from './warningDraft';

const checkboxRow = 'flex min-h-11 items-center gap-2 text-sm font-medium';

/** A content warning (a toggle, then its summary) and whether the post's pictures are sensitive. */
export function WarningFields({ value, onChange }: { value: WarningDraft; onChange: (value: WarningDraft) => void }) {
  return (
    <div className="mb-3 flex flex-col gap-1">
      <label className={checkboxRow}>
        <input type="checkbox" checked={value.warned} onChange={(event) => onChange({ ...value, warned: event.target.checked })} />
        {postsCopy.contentWarning}
      </label>
      {value.warned && (
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {postsCopy.contentWarningSummary}
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
