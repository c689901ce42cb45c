import { postsCopy, postVisibilities, type PostVisibility } from '@meshwork/contracts';

interface VisibilitySelectProps {
  value: PostVisibility;
  onChange: (value: PostVisibility) => void;
  disabled?: boolean;
}

/** Who can see the post being written: a native select, so keyboards and phones handle it their way. */
export function VisibilitySelect({ value, onChange, disabled }: VisibilitySelectProps) {
  return (
    <select
      aria-label={postsCopy.visibilityLabel}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as PostVisibility)}
      className="h-11 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
    >
      {postVisibilities.map((visibility) => (
        <option key={visibility} value={visibility}>
          {postsCopy.visibilityNames[visibility]}
        </option>
      ))}
    </select>
  );
}
