import { defineConfig, type PluginOption, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { readSiteSettings } from './scripts/site-settings';
import { routeChunkTracker } from './scripts/route-chunk-tracker';
import { sonnerWithoutInlineStyle } from './scripts/sonner-without-inline-style';
import { staffPageInDev } from './scripts/staff-page-in-dev';

// The workspace hoists a newer vite for vitest, so plugin-react's types come from that copy while this
// file builds with web's own vite 7; the plugin object is the same at runtime.
const reactPlugin = react() as unknown as PluginOption;

/**
 * CSS modules are imported by name (`import * as styles`), so a class used in a component but missing from
 * its stylesheet is a missing export: fail the build instead of rendering an element without its style.
 */
export const failOnMissingExport = (warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void): void => {
  if (warning.code === 'MISSING_EXPORT') throw new Error(warning.message);
  warn(warning);
};

// The deployment's contact details, site origin and site content, read once from the environment (README, "Configuration").
const site = readSiteSettings(process.env);

// The client build (web/dist) and the SSR build used only for prerendering (web/.tmp/ssr).
export default defineConfig(({ command, isSsrBuild }) => ({
  // Both builds (and `npm run dev`) see the same settings the server reads, under the same names.
  define: {
    'import.meta.env.SITE_ORIGIN': JSON.stringify(site.origin),
    'import.meta.env.CONTACT_PHONE': JSON.stringify(site.contact.phone),
    'import.meta.env.CONTACT_EMAIL': JSON.stringify(site.contact.email),
    'import.meta.env.CONTACT_ADDRESS': JSON.stringify(site.contact.address),
    'import.meta.env.SITE_CONTENT': site.contentFromFile ? JSON.stringify(site.contentFromFile) : 'undefined',
  },
  css: {
    modules: {
      // Readable in `npm run dev`, five-character hashes in the build. The client build and the SSR build
      // that prerenders the pages hash the same file path + class name, so the HTML and the hydrated app agree.
      generateScopedName: command === 'build' ? '[hash:base64:5]' : '[name]__[local]',
    },
  },
  plugins: [reactPlugin, routeChunkTracker(), sonnerWithoutInlineStyle(), staffPageInDev()],
  build: isSsrBuild
    ? { outDir: '.tmp/ssr', emptyOutDir: true, copyPublicDir: false, minify: false, rollupOptions: { onwarn: failOnMissingExport } }
    : {
        rollupOptions: { onwarn: failOnMissingExport },
        outDir: 'dist',
        emptyOutDir: true,
        // One stylesheet in <head>: prerendered pages are styled before (and without) JavaScript.
        cssCodeSplit: false,
        // The prerenderer reads it to preload each page's own chunk, then deletes it.
        manifest: true,
        sourcemap: false,
        // Every browser the site supports preloads modules itself; the boot script stays small without the polyfill.
        modulePreload: { polyfill: false },
      },
  server: {
    // `npm run dev`: the API lives on the Manobal server.
    proxy: { '/api': process.env.MANOBAL_API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
}));
