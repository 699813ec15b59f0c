import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/ sits directly under it). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const PATHS = {
  /** BENCH_WEB_DIST measures another build of the site (the server is pointed at it too). */
  webDist: process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : join(ROOT, 'web', 'dist'),
  /** BENCH_SERVER_MAIN measures another build of the server (an earlier commit's, for before/after figures). */
  serverMain: process.env.BENCH_SERVER_MAIN ? resolve(process.env.BENCH_SERVER_MAIN) : join(ROOT, 'server', 'dist', 'main.js'),
  cliBin: join(ROOT, 'cli', 'bin', 'manobal.js'),
  cliBundle: join(ROOT, 'cli', 'dist', 'manobal.js'),
  baselineServer: join(ROOT, 'bench', 'baseline-server.mjs'),
  resultsJson: join(ROOT, 'bench', 'results.json'),
  resultsMd: join(ROOT, 'bench', 'RESULTS.md'),
};

/** Resolves a package the server depends on (fastify, pg, better-sqlite3) from the server's workspace. */
export const requireFromServer = createRequire(join(ROOT, 'server', 'package.json'));
