import { useState, type CSSProperties } from 'react';
import type { PresenceStatus } from '@meshwork/contracts';
import { cx } from './cx';

type AvatarSize = 24 | 32 | 40 | 64 | 128;

const sizeClasses: Record<AvatarSize, string> = {
  24: 'size-6 text-[10px]',
  32: 'size-8 text-xs',
  40: 'size-10 text-sm',
  64: 'size-16 text-xl',
  128: 'size-32 text-4xl',
};

const statusClasses: Record<PresenceStatus, string> = {
  online: 'bg-green-500',
  away: 'bg-amber-400',
  offline: 'bg-zinc-400',
};

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [name.trim()];
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** The member's colour: it rings the image and tints the initials. */
  colour?: string;
  ring?: boolean;
  status?: PresenceStatus;
  className?: string;
}

/** A member's image, or their initials; decorative because the name is always shown beside it. */
export function Avatar({ name, src, size = 40, colour = 'var(--mw-accent)', ring = false, status, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style: CSSProperties = {
    background: `color-mix(in oklab, ${colour} 22%, var(--mw-surface))`,
    boxShadow: ring ? `0 0 0 2px var(--mw-surface), 0 0 0 4px ${colour}` : undefined,
  };
  return (
    <span aria-hidden className={cx('relative inline-flex shrink-0', className)}>
      <span
        style={style}
        className={cx('flex items-center justify-center overflow-hidden rounded-full font-semibold text-fg', sizeClasses[size])}
      >
        {src && !failed ? <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} /> : initialsOf(name)}
      </span>
      {status && (
        <span
          className={cx(
            'absolute right-0 bottom-0 rounded-full ring-2 ring-surface',
            size >= 64 ? 'size-4' : 'size-2.5',
            statusClasses[status],
          )}
        />
      )}
    </span>
  );
}
