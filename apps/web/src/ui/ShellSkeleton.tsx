import { Skeleton } from './Skeleton';

/** The shell's shape while its data or the next page is on the way. */
export function ShellSkeleton() {
  return (
    <div className="min-h-dvh" aria-busy>
      <div className="h-16 border-b border-line bg-surface" />
      <div className="mx-auto flex max-w-[1440px] gap-6 px-4 py-6 lg:px-6">
        <Skeleton className="hidden h-72 w-64 lg:block" />
        <div className="flex flex-1 flex-col gap-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-48" />
        </div>
      </div>
    </div>
  );
}
