/** A labelled progress bar (0–100), announced to assistive technology with its value. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-fg-muted">
        {label} <span className="tabular-nums">{value}%</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
