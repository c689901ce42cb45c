import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

/** The header's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileHeaderSkeleton() {
  return (
    <Card className="overflow-hidden" aria-busy>
      <Skeleton className="h-32 rounded-none sm:h-48" />
      <div className="flex flex-col items-center gap-4 px-4 pb-4 sm:flex-row sm:items-end sm:px-6">
        <Skeleton className="-mt-16 size-32 rounded-full ring-4 ring-surface" />
        <div className="flex w-full flex-1 flex-col items-center gap-2 sm:items-start">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-64" />
        </div>
      </div>
      <Skeleton className="h-12 rounded-none" />
    </Card>
  );
}
