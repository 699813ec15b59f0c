import { defineConfig } from 'tsup';

// One ESM file for Node. Core (and its zod/neverthrow) is bundled in; commander stays a plain dependency,
// and inquirer is imported lazily only when a prompt is shown, so non-interactive runs start fast.
export default defineConfig({
  entry: { manobal: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  splitting: false,
  sourcemap: false,
  dts: false,
  noExternal: [/^@manobal\//, 'zod', 'neverthrow'],
  external: ['commander', 'inquirer'],
});
