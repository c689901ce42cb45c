import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef, useState } from 'react';
import { reactionEmoji } from '../../RoomToolbar';
import type { FloatingReaction } from '../../roomView';
import { useMediaQuery } from '../controls/useMediaQuery';

const floatMs = 2000;
const risePixels = 80;

const sameKeys = (a: readonly FloatingReaction[], b: readonly FloatingReaction[]) =>
  a.length === b.length && a.every((reaction, index) => reaction.key === b[index]!.key);

/** Reactions rising from above someone's head and fading out over two seconds (only fading, for reduced motion). */
export function FloatingReactions({ reactionsAt }: { reactionsAt: (now: number) => readonly FloatingReaction[] }) {
  const [shown, setShown] = useState<readonly FloatingReaction[]>([]);
  const elements = useRef(new Map<number, HTMLElement>());
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');

  useFrame(() => {
    const now = performance.now();
    const current = reactionsAt(now);
    if (!sameKeys(current, shown)) setShown(current);
    for (const reaction of current) {
      const element = elements.current.get(reaction.key);
      if (!element) continue;
      const t = Math.min(Math.max((now - reaction.since) / floatMs, 0), 1);
      // Side by side when several rise at once.
      const aside = ((((reaction.key % 5) + 5) % 5) - 2) * 14;
      element.style.transform = `translate(calc(-50% + ${aside}px), ${still ? 0 : -t * risePixels}px)`;
      element.style.opacity = String(1 - t * t);
    }
  });

  if (shown.length === 0) return null;
  return (
    <Html position={[0, 2.2, 0]} zIndexRange={[20, 0]} style={{ pointerEvents: 'none' }}>
      <div aria-hidden className="relative select-none">
        {shown.map((reaction) => (
          <span
            key={reaction.key}
            ref={(element) => {
              if (!element) return;
              elements.current.set(reaction.key, element);
              return () => void elements.current.delete(reaction.key);
            }}
            className="absolute bottom-0 left-0 text-3xl leading-none drop-shadow-md"
          >
            {reactionEmoji[reaction.reaction]}
          </span>
        ))}
      </div>
    </Html>
  );
}
