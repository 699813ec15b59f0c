import { defineConfig, mergeConfig } from 'vite';
import siteConfig from './vite.config';

/**
 * The care team's console (staff.html, served for /staff/*) is a build of its own, after the site's, into the
 * same dist: it shares no chunk with the site, so a visitor's page never loads a byte of it and the site's
 * chunks, stylesheet and budgets are exactly what they are without it. `npm run dev` serves both pages from
 * vite.config.ts.
 */
export default defineConfig((env) =>
  mergeConfig(siteConfig(env), {
    build: {
      // The site's build wrote dist first; the console adds its page and assets beside them.
      emptyOutDir: false,
      // The prerenderer reads the site's manifest; this build must not replace it.
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: { staff: 'staff.html' } },
    },
  }),
);
