import { Globe, Lock, Users, type LucideIcon } from 'lucide-react';
import { postsCopy, type PostVisibility } from '@meshwork/contracts';

const visibilityIcons: Record<PostVisibility, LucideIcon> = { public: Globe, friends: Users, only_me: Lock };

/** Who can see a post, as an icon with its name for screen readers and on hover. */
export function VisibilityIcon({ visibility }: { visibility: PostVisibility }) {
  const Icon = visibilityIcons[visibility];
  const name = postsCopy.visibilityNames[visibility];
  return (
    <span title={name} className="inline-flex items-center">
      <Icon size={14} aria-hidden />
      <span className="sr-only">{name}</span>
    </span>
  );
}
