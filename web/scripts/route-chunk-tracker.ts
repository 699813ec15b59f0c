import path from 'node:path';
import type { Plugin } from 'vite';

/** Name of the global the prerenderer installs to learn which page modules a render loaded. */
export const CHUNK_TRACKER_GLOBAL = '__manobalTrackChunk';

const DYNAMIC_IMPORT = /import\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * SSR build only: in every `*-routes.ts(x)` and `*-catalogs.ts` file (a language's words, loaded before the first
 * render), each `import('./page')` first reports the page's source
 * path (as the client manifest names it, e.g. 'src/features/home/home-page.tsx'). The prerenderer uses
 * that to add <link rel="modulepreload"> for exactly the chunk the page needs, so hydration does not wait
 * for a second round trip.
 */
export const routeChunkTracker = (): Plugin => {
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'manobal-route-chunk-tracker',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async transform(code, id) {
      if (!ssr || !/-(routes|catalogs)\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const replacements: { from: string; to: string }[] = [];
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const specifier = match[2];
        if (!specifier) continue;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        const source = path.relative(root, resolved.id.split('?')[0] ?? resolved.id).split(path.sep).join('/');
        replacements.push({ from: match[0], to: `(globalThis.${CHUNK_TRACKER_GLOBAL}?.(${JSON.stringify(source)}), ${match[0]})` });
      }
      if (replacements.length === 0) return null;
      let out = code;
      for (const { from, to } of new Map(replacements.map((r) => [r.from, r])).values()) out = out.split(from).join(to);
      return { code: out, map: null };
    },
  };
};
