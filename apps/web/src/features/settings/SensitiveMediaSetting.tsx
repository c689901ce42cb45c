import { mutingCopy, type AccountDetails } from '@meshwork/contracts';
import { useState } from 'react';
import { useAlwaysShowSensitive } from './useSettingsChanges';

const copy = mutingCopy.section;

/** "Always show sensitive media": pictures marked sensitive show at once instead of blurred behind a warning. */
export function SensitiveMediaSetting({ details }: { details: AccountDetails }) {
  const change = useAlwaysShowSensitive();
  // What was asked for shows from the click itself while it is saved (the mutation's own state
  // arrives a task later, and the box would flick back meanwhile); then the stored value, refused or not.
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-5 accent-[var(--mw-accent)]"
        checked={asked ?? details.always_show_sensitive}
        onChange={(event) => {
          setAsked(event.target.checked);
          change.mutate(event.target.checked, { onSettled: () => setAsked(null) });
        }}
      />
      <span>
        <span className="font-medium">{copy.alwaysShowSensitive}</span>
        <span className="block text-xs text-fg-muted">{copy.alwaysShowSensitiveHint}</span>
      </span>
    </label>
  );
}
