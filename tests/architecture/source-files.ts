import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every source file under a folder of the repository (or that one file), without dependencies, builds or declarations. */
export const sourceFiles = (dir: string, pattern = /\.(ts|tsx|mts)$/): string[] => {
  const abs = join(REPO_ROOT, dir);
  if (!statSync(abs).isDirectory()) return [abs];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (name === 'node_modules' || name === 'dist') continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (pattern.test(name) && !name.endsWith('.d.ts')) out.push(p);
    }
  };
  walk(abs);
  return out;
};
