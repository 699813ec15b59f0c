import { defineConfig, mergeConfig } from 'vite';
import siteConfig from './vite.config';

/**
 * The video room (session.html, served for /session/*) is a build of its own, after the site's, like the console:
 * a visitor's other pages never load a byte of it (no WebRTC code, no room words), and the room loads none of the
 * site's pages.
 */
export default defineConfig((env) =>
  mergeConfig(siteConfig(env), {
    build: {
      emptyOutDir: false,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: { session: 'session.html' } },
    },
  }),
);
