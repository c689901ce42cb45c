/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the product API; '/api' when unset. */
  readonly VITE_API_BASE?: string;
  /** The realtime service's keys; the server's defaults when unset. */
  readonly VITE_PUBLISH_KEY?: string;
  readonly VITE_SUBSCRIBE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
