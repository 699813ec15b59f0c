/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the provider API; empty means the site's own origin. */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
