import { DirectionalLight, Group, HemisphereLight } from 'three';

/** Soft studio light: a warm key from the front left, a cool fill from the sky, and a rim from behind. */
export function studioLights(): Group {
  const lights = new Group();
  lights.add(new HemisphereLight('#f3f6ff', '#b9a99a', 1.6));
  const key = new DirectionalLight('#fff3e6', 2.2);
  key.position.set(1.2, 2.4, 2.2);
  const rim = new DirectionalLight('#dfe8ff', 1.4);
  rim.position.set(-1.6, 2.2, -2);
  const fill = new DirectionalLight('#ffffff', 0.6);
  fill.position.set(-2, 1, 1.5);
  lights.add(key, rim, fill);
  return lights;
}
