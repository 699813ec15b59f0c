// The root `prepare` script (run by a plain `npm install`): builds this CLI's bundle so `npx manobal` works straight after `npm install`.
// Only the CLI: tsup bundles @manobal/core from its TypeScript source, so nothing else has to be built
// first, and it takes well under a second. With dev dependencies omitted there is no tsup to build with;
// the install must still succeed, and bin/manobal.js then says how to build.
import { fileURLToPath } from 'node:url';

// Before tsup loads: it reads the working directory once, for cli/tsup.config.ts and its entry paths.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

let tsup;
try {
  tsup = await import('tsup');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  console.log('manobal: tsup is not installed (dev dependencies omitted?), so the CLI was not built; `npx manobal` will say how.');
  process.exit(0);
}

// The same build as `npm run build -w @manobal/cli`; a failed build fails the install.
await tsup.build({});
