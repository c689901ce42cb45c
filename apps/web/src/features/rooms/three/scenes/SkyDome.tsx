import { useEffect, useMemo } from 'react';
import { BackSide, Color, Float32BufferAttribute, SphereGeometry } from 'three';

/** A sky as a gradient inside a large sphere, from `below` under the horizon to `top` overhead: no texture to fetch. */
export function SkyDome({ top, horizon, below }: { top: string; horizon: string; below: string }) {
  const geometry = useMemo(() => {
    const sphere = new SphereGeometry(300, 32, 16);
    const position = sphere.getAttribute('position');
    const [overhead, middle, under, colour] = [new Color(top), new Color(horizon), new Color(below), new Color()];
    const colours: number[] = [];
    for (let index = 0; index < position.count; index++) {
      const height = position.getY(index) / 300;
      if (height >= 0) colour.lerpColors(middle, overhead, Math.pow(height, 0.6));
      else colour.lerpColors(middle, under, Math.min(1, -height * 5));
      colours.push(colour.r, colour.g, colour.b);
    }
    sphere.setAttribute('color', new Float32BufferAttribute(colours, 3));
    return sphere;
  }, [top, horizon, below]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} renderOrder={-1}>
      <meshBasicMaterial vertexColors side={BackSide} fog={false} depthWrite={false} />
    </mesh>
  );
}
