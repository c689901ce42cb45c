import type { XRStore } from '@react-three/xr';
import { useEffect } from 'react';

/**
 * Turns on the teleport arc of the controllers and hands while the room shows (off by default in
 * the XR store), unless the page configured them itself; gives the store back as it was after.
 */
export function useTeleportPointers(store: XRStore): void {
  useEffect(() => {
    const { controller, hand } = store.getState();
    if (controller === undefined || controller === true) store.setController({ teleportPointer: true });
    if (hand === undefined || hand === true) store.setHand({ teleportPointer: true });
    return () => store.setState({ controller, hand });
  }, [store]);
}
