// Types for bundles.mjs, so TypeScript tests can import it.
export interface SizeTotal {
  raw: number;
  gzip: number;
  brotli: number;
  files: string[];
}
export interface RouteBundle {
  path: string;
  /** Its own chunks, beyond the application every page loads and the shell's words. */
  js: SizeTotal;
  /** The shell's words in the page's language (shell.catalog.<locale>-*.js). */
  words: SizeTotal;
  wordFiles: string[];
  css: SizeTotal;
}
export interface BundleReport {
  method: string;
  initial: { js: SizeTotal; css: SizeTotal };
  /** The boot script every page runs before its first paint, and what `/` loads after it. */
  beforePaint: { js: SizeTotal; afterPaintJs: SizeTotal };
  /** Pages that ask for a preload hint or a script other than the boot script before they are drawn. */
  paintBlockers: { path: string; extra: string[] }[];
  /** The console's page (staff.html): its first load; null when the build made none. */
  console: { js: SizeTotal; css: SizeTotal } | null;
  routes: RouteBundle[];
}
export interface BudgetLine {
  what: string;
  gzip: number;
  limit: number;
  ok: boolean;
}
export declare const BUDGETS: { beforePaintJsGzip: number; initialJsGzip: number; localeTwinJsGzip: number; consoleJsGzip: number; roomJsGzip: number; routeJsGzip: number; cssGzip: number };
export declare const CONSOLE_PAGE: string;
export declare const beforePaintOf: (html: string) => { scripts: { src: string | null; module: boolean }[]; preloads: string[] };
export declare const assetsOfHtml: (html: string) => { js: string[]; css: string[] };
export declare const prerenderedRoutes: (distDir: string) => { path: string; file: string }[];
export declare const compressedSize: (distDir: string, file: string) => { raw: number; gzip: number; brotli: number };
export declare const analyzeBundles: (distDir: string) => BundleReport | null;
export declare const checkBudgets: (bundles: BundleReport, budgets?: typeof BUDGETS) => BudgetLine[];
