import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/** What the built website (web/dist) holds, read once at start-up. */
export interface SiteIndex {
  readonly root: string;
  /** Relative paths (posix, no leading slash) of every file, exact case. */
  readonly files: ReadonlySet<string>;
  /** Lower-cased route ('/anxiety', '/' for the home page) to its prerendered index.html. */
  readonly prerendered: ReadonlyMap<string, string>;
  readonly hasIndex: boolean;
  readonly hasNotFoundPage: boolean;
}

const MAX_FILES = 20_000;

/** Canonical form of a site path for matching: lower case, no trailing slash, '/' for the root. */
export const routeKey = (path: string): string => {
  const trimmed = path.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
};

/** Indexes `root`, or returns null when the site has not been built. */
export const indexSite = (root: string): SiteIndex | null => {
  if (!existsSync(root) || !statSync(root).isDirectory()) return null;
  const files = new Set<string>();
  const prerendered = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      if (files.size >= MAX_FILES) return;
      const child = relative === '' ? entry.name : posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        files.add(child);
        if (entry.name === 'index.html') prerendered.set(routeKey(`/${relative}`), child);
      }
    }
  };
  walk('');
  return { root, files, prerendered, hasIndex: files.has('index.html'), hasNotFoundPage: files.has('404.html') };
};
