import { mergeConfig, type ConfigEnv, type UserConfig } from 'vite';
import siteConfig from '../vite.config';

/**
 * A page built apart from the site, after it, into the same dist (the console, the video room): it shares no chunk
 * with the site, so a visitor's other pages never load a byte of it, and it keeps the site's manifest and public
 * files as the site's build left them (the prerenderer reads that manifest).
 */
export const pageOfItsOwn = (env: ConfigEnv, name: string, html: string): UserConfig =>
  mergeConfig(siteConfig(env), {
    build: { emptyOutDir: false, manifest: false, copyPublicDir: false, rollupOptions: { input: { [name]: html } } },
  });
