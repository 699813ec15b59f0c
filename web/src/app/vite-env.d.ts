/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the provider API; empty means the site's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /*
   * Set by vite.config.ts from the same settings the server reads (web/scripts/site-settings.ts). Absent where
   * the config did not run (the web unit tests): then core's defaults apply.
   */
  readonly SITE_ORIGIN?: string;
  readonly CONTACT_PHONE?: string;
  readonly CONTACT_EMAIL?: string;
  readonly CONTACT_ADDRESS?: string;
  /** A SiteContent, checked by core's schema when the build read it. */
  readonly SITE_CONTENT?: unknown;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * A CSS module, imported as `import * as styles from './x.module.css'`: Vite exports every (camelCase) class
 * as its own binding, so the build keeps only the classes a file uses and minifies their names away.
 */
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
