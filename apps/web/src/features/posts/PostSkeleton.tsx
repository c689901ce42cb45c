import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

/** The shape of a post while it loads, so nothing jumps when it arrives. */
export function PostSkeleton() {
  return (
    <Card className="p-4">
      <div className="mb-3 flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      <Skeleton className="mb-2 h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}
