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

/**
 * A CSS module, imported as `import * as styles from './x.module.css'`: Vite exports every (camelCase) class
 * as its own binding, so the build keeps only the classes a file uses and minifies their names away.
 */
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
