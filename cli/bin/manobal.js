#!/usr/bin/env node
// The `manobal` command: a tiny wrapper around the tsup bundle, so `npx manobal` starts fast.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/manobal.js', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  // `npm install` builds it; this is for installs that skipped scripts, or a dist/ removed since.
  process.stderr.write('manobal: the CLI is not built yet. Run `npm run build -w @manobal/cli` (or `npm run build`) in the repository root.\n');
  process.exitCode = 1;
}
