import { postsMoreCopy } from '@meshwork/contracts';

/** A checkbox and its label on one row, tall enough to touch. */
export const checkboxRow = 'flex min-h-11 items-center gap-2 text-sm font-medium';

/** The mark that blurs a post's pictures until each viewer reveals them: under a new post's pictures, and in the edit form. */
export const SensitiveCheckbox = ({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) => (
  <label className={checkboxRow}>
    <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    {postsMoreCopy.sensitive}
  </label>
);
