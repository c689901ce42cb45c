import { postsCopy } from '@meshwork/contracts';
import { Input } from '../../ui/Input';
import { checkboxRow, SensitiveCheckbox } from './SensitiveCheckbox';
import type { WarningDraft } from './warningDraft';

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
      <SensitiveCheckbox checked={value.sensitive} onChange={(sensitive) => onChange({ ...value, sensitive })} />
    </div>
  );
}
