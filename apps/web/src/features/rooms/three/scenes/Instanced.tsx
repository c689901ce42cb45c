import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Color, Object3D, type InstancedMesh } from 'three';
import type { Placement } from './placements';

/** Copies of one shape (its geometry and material as children) in one draw call, placed once: a scene's furniture, trees and lights. */
export function Instanced({ placements, children }: { placements: readonly Placement[]; children: ReactNode }) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const instances = mesh.current!;
    const [place, colour] = [new Object3D(), new Color()];
    placements.forEach(({ at, size = [1, 1, 1], turn = 0, colour: tint }, index) => {
      place.position.set(...at);
      place.rotation.set(0, turn, 0);
      place.scale.set(...size);
      place.updateMatrix();
      instances.setMatrixAt(index, place.matrix);
      if (tint) instances.setColorAt(index, colour.set(tint));
    });
    instances.instanceMatrix.needsUpdate = true;
    if (instances.instanceColor) instances.instanceColor.needsUpdate = true;
    instances.computeBoundingSphere();
  }, [placements]);
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, placements.length]}>
      {children}
    </instancedMesh>
  );
}
