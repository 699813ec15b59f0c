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

/** A name of one language's words: `WIZARD_CATALOG_EN`, `LANGUAGE_NAMES_HI`, `ROUTE_HEADS_EN`. */
const ONE_LANGUAGE_NAME = /_(EN|HI)$/;
/** A module of one language's words: './shell.catalog.en', './route-heads.hi'; one may import others of its language. */
const ONE_LANGUAGE_MODULE = /\.(en|hi)(\.tsx?)?$/;

/**
 * The language is chosen in three places only (the web root from the address, the CLI context, the server per
 * request): an adapter takes words from a catalog indexed by that choice (`WIZARD_CATALOGS[locale]`), never binds
 * one language's catalog by name, and reaches a language's own module only through a dynamic import (the loader
 * that fetches that language's chunk). Type-only imports name no words and are allowed, and so are a language's own
 * module's imports of core's words in that language (`wizard.words.hi.ts` takes `MESSAGE_CHANNEL_TEXT_HI`).
 */
export const languageBindingViolations = (file: string, text: string): Violation[] => {
  const source = parse(file, text);
  const out: Violation[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const specifier = node.moduleSpecifier.text;
      const line = lineOf(source, node);
      const bindings = node.importClause?.namedBindings;
      if (specifier === '@manobal/core' && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          const named = ONE_LANGUAGE_NAME.exec(name)?.[1]?.toLowerCase();
          // A language's own module (the chunk its loader fetches) gathers core's words of that language by name.
          if (!element.isTypeOnly && named !== undefined && ONE_LANGUAGE_MODULE.exec(file)?.[1] !== named) {
            out.push({ file, line, rule: `binds one language's words '${name}' (index the catalogs by the chosen language)` });
          }
        }
      }
      const language = ONE_LANGUAGE_MODULE.exec(specifier)?.[1];
      if (specifier.startsWith('.') && language !== undefined && ONE_LANGUAGE_MODULE.exec(file)?.[1] !== language) out.push({ file, line, rule: `imports one language's module '${specifier}' statically (load it by the chosen language)` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
};

/** The only stylesheets a web file may import globally: the design tokens and base styles, and sonner's own. */
const GLOBAL_STYLESHEETS: Record<string, string> = {
  'web/src/main.tsx': './app/theme.css',
  'web/src/staff/main.tsx': '../app/theme.css',
  'web/src/session/main.tsx': '../app/theme.css',
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

/** Core's entry names what it exports: `export *` would publish whatever a folder happens to hold. */
export const entryExportStarViolations = (file: string, text: string): Violation[] => {
  const source = parse(file, text);
  return source.statements
    .filter((node) => ts.isExportDeclaration(node) && node.exportClause === undefined)
    .map((node) => ({ file, line: lineOf(source, node), rule: "core's entry uses 'export *' (name each export)" }));
};

const FEATURE_OF = /^web\/src\/features\/([^/]+)\//;

const joinPath = (fromFile: string, specifier: string): string => {
  const parts = fromFile.split('/').slice(0, -1);
  for (const piece of specifier.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
};

/**
 * A web feature never imports another feature: what two features share lives in web/src/components or
 * web/src/app, and the app layer composes features. Files directly in web/src/features (the route tables) are
 * not a feature.
 */
export const featureImportViolations = (file: string, text: string): Violation[] => {
  const own = FEATURE_OF.exec(file)?.[1];
  if (own === undefined) return [];
  const source = parse(file, text);
  const out: Violation[] = [];
  for (const { specifier, node } of moduleSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue;
    const other = FEATURE_OF.exec(`${joinPath(file, specifier)}/`)?.[1];
    if (other !== undefined && other !== own) {
      out.push({ file, line: lineOf(source, node), rule: `web feature '${own}' imports feature '${other}' ('${specifier}')` });
    }
  }
  return out;
};

const STAFF_ROOT = 'web/src/staff/';
const STAFF_FEATURE_OF = /^web\/src\/staff\/features\/([^/]+)\//;

/**
 * What the console (web/src/staff) may take from the rest of the web package: the shared components, the design
 * tokens, and the browser's upload transport. Never the site's pages, routes or layout, so the console's bundle
 * carries none of the site.
 */
const STAFF_MAY_IMPORT = [/^web\/src\/components\//, /^web\/src\/app\/theme\.css$/, /^web\/src\/app\/xhr-upload-transport(\.ts)?$/];

/**
 * The console is its own bundle: no file of the site imports it (a visitor's page would load it), it imports of
 * the site only what STAFF_MAY_IMPORT names, and its screens (web/src/staff/features/*) never import each other.
 */
export const staffBoundaryViolations = (file: string, text: string): Violation[] => {
  if (!file.startsWith('web/src/')) return [];
  const source = parse(file, text);
  const out: Violation[] = [];
  const inStaff = file.startsWith(STAFF_ROOT);
  const ownFeature = STAFF_FEATURE_OF.exec(file)?.[1];
  for (const { specifier, node } of moduleSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue;
    const target = joinPath(file, specifier);
    const targetInStaff = `${target}/`.startsWith(STAFF_ROOT);
    const line = lineOf(source, node);
    if (!inStaff && targetInStaff) out.push({ file, line, rule: `the site imports the console ('${specifier}')` });
    if (inStaff && !targetInStaff && !STAFF_MAY_IMPORT.some((allowed) => allowed.test(target))) {
      out.push({ file, line, rule: `the console imports the site's '${specifier}' (only web/src/components, theme.css and the upload transport)` });
    }
    const otherFeature = STAFF_FEATURE_OF.exec(`${target}/`)?.[1];
    if (ownFeature !== undefined && otherFeature !== undefined && otherFeature !== ownFeature) {
      out.push({ file, line, rule: `console screen '${ownFeature}' imports screen '${otherFeature}' ('${specifier}')` });
    }
  }
  return out;
};

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/**
 * Import cycles among the given files (paths relative to the repository, text by path), type-only imports
 * included: each cycle once, as the list of files around it, smallest file first.
 */
export const importCycles = (files: ReadonlyMap<string, string>): string[][] => {
  const edges = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets: string[] = [];
    for (const { specifier } of moduleSpecifiers(parse(file, text))) {
      if (!specifier.startsWith('.')) continue;
      const base = joinPath(file, specifier.replace(/\.js$/, ''));
      const target = RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => files.has(candidate));
      if (target !== undefined) targets.push(target);
    }
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components; a component of two or more files (or a file importing itself) is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of [...files.keys()].sort()) if (!index.has(file)) connect(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
};

/**
 * Names core's entry exports that no adapter, fixture, test or benchmark mentions: the entry lists what others
 * use, nothing more. A mention is the name as a whole word anywhere in their source.
 */
export const unusedEntryExports = (entryText: string, consumerTexts: readonly string[]): string[] => {
  const source = parse('core/src/index.ts', entryText);
  const names = source.statements.flatMap((node) =>
    ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((element) => element.name.text) : [],
  );
  const words = new Set(consumerTexts.flatMap((text) => text.match(/[A-Za-z_$][\w$]*/g) ?? []));
  return names.filter((name) => !words.has(name));
};
