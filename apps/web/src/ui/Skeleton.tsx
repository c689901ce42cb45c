import { cx } from './cx';

/** A grey placeholder with the shape of content that is on its way. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx('animate-pulse rounded-lg bg-muted motion-reduce:animate-none', className)} />;
}
