import type { XRStoreOptions } from '@react-three/xr';

/**
 * XR sessions that reach nothing but our origin (the Content-Security-Policy allows no more): the
 * controllers' layouts come from `/xr/profiles/` (the WebXR input profiles' JSON, MIT, served with
 * the web app), and controllers and hands are drawn as their pointers, without the vendors' models.
 */
export const selfHostedXr = {
  emulate: false,
  baseAssetPath: '/xr/profiles/',
  controller: { model: false },
  hand: { model: false },
} satisfies XRStoreOptions;
