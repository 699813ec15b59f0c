import ts from 'typescript';

/** What core may import: its two libraries and its own files. */
const CORE_ALLOWED = new Set(['zod', 'neverthrow']);

/** The one core module that imports zod itself: it sets zod up (no eval) before any schema is built. */
const ZOD_SETUP_FILE = /(^|\/)core\/src\/schema\/zod\.ts$/;

/** Ambient capabilities that must reach core through a port (Clock, FetchLike, storage), never as globals. */
const FORBIDDEN_GLOBALS = new Set([
  'fetch', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame',
  'localStorage', 'sessionStorage', 'window', 'document', 'navigator', 'process', 'globalThis', 'XMLHttpRequest',
  'crypto', 'performance', 'require',
]);
const FORBIDDEN_MEMBER_CALLS = new Set(['Date.now', 'Math.random', 'crypto.randomUUID', 'performance.now']);

export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
}

const moduleSpecifiers = (source: ts.SourceFile): { specifier: string; node: ts.Node }[] => {
  const found: { specifier: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const lineOf = (source: ts.SourceFile, node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const parse = (file: string, text: string): ts.SourceFile =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Is this identifier a reference to a free (global) name, rather than a property name, key or declaration? */
const isFreeReference = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return false;
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isFunctionDeclaration(parent) || ts.isBindingElement(parent)) && parent.name === node) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) return false;
  if (ts.isTypeReferenceNode(parent) || ts.isQualifiedName(parent)) return false;
  return true;
};

/** Rules for a file of core: imports only zod/neverthrow/relative; no ambient I/O, time or randomness. */
export const coreViolations = (file: string, text: string): Violation[] => {
  const source = parse(file, text);
  const out: Violation[] = [];
  for (const { specifier, node } of moduleSpecifiers(source)) {
    if (!specifier.startsWith('.') && !CORE_ALLOWED.has(specifier)) {
      out.push({ file, line: lineOf(source, node), rule: `core imports '${specifier}' (only zod and neverthrow are allowed)` });
    } else if (specifier === 'zod' && !ZOD_SETUP_FILE.test(file)) {
      out.push({ file, line: lineOf(source, node), rule: "core imports 'zod' directly (import z from schema/zod, which builds schemas without eval)" });
    }
  }
  // Names the file declares itself (a parameter called `fetchFn` is fine; so is a local `document`).
  const declared = new Set<string>();
  const collect = (node: ts.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) || ts.isBindingElement(node)) && node.name && ts.isIdentifier(node.name)) {
      declared.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const name = `${node.expression.text}.${node.name.text}`;
      if (FORBIDDEN_MEMBER_CALLS.has(name)) out.push({ file, line: lineOf(source, node), rule: `core uses ${name} (use a port)` });
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && (node.arguments?.length ?? 0) === 0) {
      out.push({ file, line: lineOf(source, node), rule: 'core reads the current time with new Date() (use the Clock port)' });
    }
    if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text) && !declared.has(node.text) && isFreeReference(node)) {
      out.push({ file, line: lineOf(source, node), rule: `core reaches for the global '${node.text}' (use a port)` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
};

export type PackageName = 'core' | 'web' | 'cli' | 'server';

/**
 * Rules for an adapter file: it reaches core only through '@manobal/core' (no deep paths, no relative path
 * into core/), and never imports another adapter.
 */
export const adapterViolations = (pkg: Exclude<PackageName, 'core'>, file: string, text: string): Violation[] => {
  const source = parse(file, text);
  const out: Violation[] = [];
  const others = (['web', 'cli', 'server'] as const).filter((p) => p !== pkg);
  for (const { specifier, node } of moduleSpecifiers(source)) {
    const line = lineOf(source, node);
    if (specifier.startsWith('@manobal/core/')) out.push({ file, line, rule: `${pkg} reaches into core's internals via '${specifier}'` });
    if (specifier.startsWith('.') && /(^|\/)core\/src(\/|$)/.test(specifier)) out.push({ file, line, rule: `${pkg} imports core by relative path '${specifier}'` });
    for (const other of others) {
      if (specifier === `@manobal/${other}` || specifier.startsWith(`@manobal/${other}/`) || (specifier.startsWith('.') && new RegExp(`(^|/)${other}/src(/|$)`).test(specifier))) {
        out.push({ file, line, rule: `${pkg} imports the ${other} adapter ('${specifier}')` });
      }
    }
  }
  return out;
};

/** The only stylesheets a web file may import globally: the design tokens and base styles, and sonner's own. */
const GLOBAL_STYLESHEETS: Record<string, string> = {
  'web/src/main.tsx': './app/theme.css',
  'web/src/components/sonner-toaster.tsx': 'sonner/dist/styles.css',
};

/**
 * Rules for the website's styles: a component or page imports its styles as a CSS module, so one page's
 * rules cannot leak into another's; only theme.css (tokens, element defaults, three utilities) and the toast
 * library's own sheet are global.
 */
export const webStyleImportViolations = (file: string, text: string): Violation[] => {
  const source = parse(file, text);
  const out: Violation[] = [];
  for (const { specifier, node } of moduleSpecifiers(source)) {
    if (specifier.endsWith('.module.css')) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      if (clause?.name) out.push({ file, line: lineOf(source, node), rule: `web imports '${specifier}' as a default object (use import * as, so unused classes drop out)` });
      continue;
    }
    if (!/\.css(\?.*)?$/.test(specifier)) continue;
    if (GLOBAL_STYLESHEETS[file] === specifier) continue;
    out.push({ file, line: lineOf(source, node), rule: `web imports the global stylesheet '${specifier}' (use a CSS module)` });
  }
  return out;
};

/** A CSS module reaches outside itself with :global(); a stylesheet that is not a module is global. */
export const webStylesheetViolations = (file: string, text: string): Violation[] => {
  const out: Violation[] = [];
  if (!file.endsWith('.module.css') && file !== 'web/src/app/theme.css') out.push({ file, line: 1, rule: 'web stylesheet is not a CSS module' });
  text.split('\n').forEach((content, index) => {
    if (content.includes(':global')) out.push({ file, line: index + 1, rule: "CSS module styles another component's class through :global()" });
  });
  return out;
};
