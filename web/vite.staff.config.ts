import { defineConfig } from 'vite';
import { pageOfItsOwn } from './scripts/page-of-its-own';

/**
 * The care team's console (staff.html, served for /staff/*). `npm run dev` serves both pages from vite.config.ts.
 */
export default defineConfig((env) => pageOfItsOwn(env, 'staff', 'staff.html'));
