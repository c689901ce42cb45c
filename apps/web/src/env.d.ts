/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the product API; '/api' when unset. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
