import { Component, lazy, Suspense, type ReactNode } from 'react';
import { avatarsCopy } from '@meshwork/contracts';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import type { AvatarViewer3DProps } from './three/AvatarViewer3D';

// three.js, React Three Fiber and WebXR come only with the first viewer a page shows.
const AvatarViewer3D = lazy(() => import('./three/AvatarViewer3D'));

/** A browser without WebGL (or a file that fails to load) gets a sentence instead of a broken page. */
class ViewerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <InlineAlert tone="info">{avatarsCopy.noWebgl}</InlineAlert> : this.props.children;
  }
}

export function AvatarViewer({ className, ...props }: AvatarViewer3DProps & { className: string }) {
  return (
    <ViewerBoundary>
      <Suspense fallback={<Skeleton className={className} />}>
        <AvatarViewer3D className={className} {...props} />
      </Suspense>
    </ViewerBoundary>
  );
}
