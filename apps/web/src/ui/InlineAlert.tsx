import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { icon: typeof Info; className: string }> = {
  error: { icon: CircleAlert, className: 'border-danger/40 bg-danger-soft' },
  success: { icon: CircleCheck, className: 'border-success/40 bg-surface' },
  info: { icon: Info, className: 'border-line bg-muted' },
};

/** A message about a whole form or page; field messages sit under their field instead. */
export function InlineAlert({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('flex gap-3 rounded-lg border p-3 text-sm', toneClass, className)}>
      <Icon size={18} aria-hidden className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
