import { defineConfig } from 'tsup';

// One ESM file: @manobal/core is bundled in (its source is TypeScript); npm packages stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', worker: 'src/worker.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@manobal\//],
});
