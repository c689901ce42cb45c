import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';

// Just above the top of the head, which is about 1.7 m high.
const height = 2;
// Louder than this is speech, not a room's murmur.
const speakingLoudness = 0.05;

/** Their name above their head; its ring and dot light up while they speak. */
export function NameTag({ name, loudness }: { name: string; loudness: () => number }) {
  const tag = useRef<HTMLDivElement>(null);
  useFrame(() => {
    const speaking = String(loudness() > speakingLoudness);
    if (tag.current && tag.current.dataset.speaking !== speaking) tag.current.dataset.speaking = speaking;
  });
  return (
    <Html position={[0, height, 0]} center zIndexRange={[20, 0]} style={{ pointerEvents: 'none' }}>
      <div
        ref={tag}
        data-speaking="false"
        className="group flex items-center gap-1.5 rounded-full bg-black/65 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-white ring-emerald-400 select-none data-[speaking=true]:ring-2"
      >
        <span aria-hidden className="size-2 rounded-full bg-white/40 group-data-[speaking=true]:bg-emerald-400" />
        {name}
      </div>
    </Html>
  );
}
