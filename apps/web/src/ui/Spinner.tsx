import { LoaderCircle } from 'lucide-react';
import { cx } from './cx';

interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex', className)}>
      <LoaderCircle size={size} aria-hidden className="animate-spin motion-reduce:animate-none" />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
