import { mutingCopy, type AccountDetails } from '@meshwork/contracts';
import { useAlwaysShowSensitive } from './useSettingsChanges';

const copy = mutingCopy.section;

/** "Always show sensitive media": pictures marked sensitive show at once instead of blurred behind a warning. */
export function SensitiveMediaSetting({ details }: { details: AccountDetails }) {
  const change = useAlwaysShowSensitive();
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-5 accent-[var(--mw-accent)]"
        // What was asked for shows while it is saved; a refusal brings the stored value back.
        checked={change.isPending ? change.variables : details.always_show_sensitive}
        onChange={(event) => change.mutate(event.target.checked)}
      />
      <span>
        <span className="font-medium">{copy.alwaysShowSensitive}</span>
        <span className="block text-xs text-fg-muted">{copy.alwaysShowSensitiveHint}</span>
      </span>
    </label>
  );
}
