import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adapterViolations,
  coreViolations,
  entryExportStarViolations,
  featureImportViolations,
  importCycles,
  languageBindingViolations,
  staffBoundaryViolations,
  unusedEntryExports,
  webStyleImportViolations,
  webStylesheetViolations,
} from './dependency-rules';
import { REPO_ROOT, sourceFiles } from './source-files';

const root = REPO_ROOT;

const read = (file: string): string => readFileSync(file, 'utf8');
const rel = (file: string): string => relative(root, file);

describe('core stays framework-free', () => {
  it('has source files to check', () => {
    expect(sourceFiles('core/src').length).toBeGreaterThan(10);
  });

  it('imports only zod, neverthrow and its own files, and reaches for no ambient I/O, time or randomness', () => {
    const violations = sourceFiles('core/src').flatMap((f) => coreViolations(rel(f), read(f)));
    expect(violations).toEqual([]);
  });

  it('declares only zod and neverthrow as dependencies', () => {
    const pkg = JSON.parse(read(join(root, 'core/package.json'))) as { dependencies?: Record<string, string> };
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['neverthrow', 'zod']);
  });

  it('catches a forbidden import added to core', () => {
    const rules = coreViolations('core/src/x.ts', "import { useState } from 'react';\nimport { readFile } from 'node:fs/promises';\n").map((v) => v.rule);
    expect(rules).toEqual([
      "core imports 'react' (only zod and neverthrow are allowed)",
      "core imports 'node:fs/promises' (only zod and neverthrow are allowed)",
    ]);
  });

  it('lets only schema/zod.ts import zod, so every schema is built without eval', () => {
    expect(coreViolations('core/src/forms/x.schema.ts', "import { z } from 'zod';").map((v) => v.rule)).toEqual([
      "core imports 'zod' directly (import z from schema/zod, which builds schemas without eval)",
    ]);
    expect(coreViolations('core/src/forms/x.schema.ts', "import { z } from '../schema/zod';")).toEqual([]);
    expect(coreViolations('core/src/schema/zod.ts', "import { config } from 'zod';")).toEqual([]);
  });

  it('catches a dynamic import or require of a forbidden module', () => {
    expect(coreViolations('core/src/x.ts', "const m = await import('pg');").length).toBe(1);
  });

  it('catches globals for time, randomness and I/O', () => {
    const text = [
      'export const a = () => Date.now();',
      'export const b = () => Math.random();',
      'export const c = () => new Date();',
      "export const d = () => fetch('/x');",
      'export const e = () => setTimeout(() => {}, 1);',
      "export const f = () => localStorage.getItem('k');",
    ].join('\n');
    expect(coreViolations('core/src/x.ts', text).map((v) => v.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('does not mistake strings, comments, property names or injected parameters for globals', () => {
    const text = [
      '// Date.now() is forbidden here',
      "export const msg = 'RCI document is required when RCI is selected';",
      'export const at = (iso: string) => new Date(iso);',
      'export const send = (fetch: (u: string) => void) => fetch("/x");',
      'export const o = { window: 3, document: 1 };',
      'export const p = (x: { setTimeout: number }) => x.setTimeout;',
    ].join('\n');
    expect(coreViolations('core/src/x.ts', text)).toEqual([]);
  });
});

describe('adapters reach core only through its public entry', () => {
  for (const pkg of ['web', 'cli', 'server'] as const) {
    it(`${pkg} imports only '@manobal/core', never its internals or another adapter`, () => {
      const violations = sourceFiles(`${pkg}/src`).flatMap((f) => adapterViolations(pkg, rel(f), read(f)));
      expect(violations).toEqual([]);
    });
  }

  it('catches a deep import into core and an import of another adapter', () => {
    const text = [
      "import { x } from '@manobal/core/src/forms/booking.schema';",
      "import { y } from '../../../core/src/catalog/fees';",
      "import { buildApp } from '@manobal/server';",
      "import { z } from '../../server/src/app';",
    ].join('\n');
    expect(adapterViolations('web', 'web/src/x.ts', text).map((v) => v.line)).toEqual([1, 2, 3, 4]);
  });
});

/**
 * Files that still bind one language's words by name, with how many such imports each holds: the list may only
 * shrink. A new binding anywhere fails; a file that drops one must lower (or leave) its entry here.
 */
const LANGUAGE_BINDINGS_LEFT: Readonly<Record<string, number>> = {
  'web/src/features/careers/careers.copy.ts': 1,
  'web/src/features/pages/our-experts-page.tsx': 1,
  'web/src/staff/features/directory/therapist-form.tsx': 2,
  'web/src/staff/features/my-space/my-space-screen.tsx': 1,
  'web/src/staff/features/queue/queue-screen.tsx': 1,
  'cli/src/commands/staff.command.ts': 1,
  'cli/src/commands/therapists.command.ts': 1,
  'cli/src/commands/wizard.command.ts': 2,
};

describe('adapters take words in the chosen language, never one language by name', () => {
  it('binds no language by name beyond the files still listed, and the list holds no file already done', () => {
    const found: Record<string, number> = {};
    for (const pkg of ['web', 'cli', 'server'] as const) {
      for (const f of sourceFiles(`${pkg}/src`)) {
        const violations = languageBindingViolations(rel(f), read(f));
        if (violations.length > 0) found[rel(f)] = violations.length;
      }
    }
    expect(found).toEqual(LANGUAGE_BINDINGS_LEFT);
  });

  it("catches a catalog bound by name and a language's module imported statically, but not types, loaders or words of a module's own language", () => {
    const text = [
      "import { WIZARD_CATALOG_EN, WIZARD_CATALOGS, type ShellCatalog } from '@manobal/core';",
      "import type { BOOKING_CATALOG_HI } from '@manobal/core';",
      "import { SHELL_CATALOG_HI } from './shell.catalog.hi';",
      "const load = () => import('./shell.catalog.en');",
      "import { NOTE } from '../screening.content.hi';",
    ].join('\n');
    expect(languageBindingViolations('web/src/app/x.ts', text).map((v) => v.line)).toEqual([1, 3, 5]);
    expect(languageBindingViolations('web/src/content/x.condition.hi.ts', text).map((v) => v.line)).toEqual([1]);
    // A language's own module gathers core's words of its language by name, and only of its language.
    expect(languageBindingViolations('web/src/features/x/x.words.en.ts', text).map((v) => v.line)).toEqual([3, 5]);
  });
});

describe('website styles are scoped to their component', () => {
  it('imports every stylesheet as a CSS module by name, but for the theme and the toast library', () => {
    const files = sourceFiles('web/src');
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((f) => webStyleImportViolations(rel(f), read(f)))).toEqual([]);
  });

  it('keeps every rule inside its module: no stylesheet but theme.css is global, none uses :global()', () => {
    const sheets = sourceFiles('web/src', /\.css$/);
    expect(sheets.length).toBeGreaterThan(30);
    expect(sheets.flatMap((f) => webStylesheetViolations(rel(f), read(f)))).toEqual([]);
  });

  it('catches a global stylesheet import, a CSS module imported as one object, and a :global() rule', () => {
    const text = [
      "import './site-header.css';",
      "import * as styles from './site-header.module.css';",
      "import 'sonner/dist/styles.css';",
      "import footerStyles from './site-footer.module.css';",
    ].join('\n');
    expect(webStyleImportViolations('web/src/app/site-header.tsx', text).map((v) => v.line)).toEqual([1, 3, 4]);
    expect(webStyleImportViolations('web/src/components/sonner-toaster.tsx', text).map((v) => v.line)).toEqual([1, 4]);
    expect(webStylesheetViolations('web/src/app/site-header.css', '.a {}').map((v) => v.rule)).toEqual(['web stylesheet is not a CSS module']);
    expect(webStylesheetViolations('web/src/features/x.module.css', '.a {}\n.b :global(.btn) {}').map((v) => v.line)).toEqual([2]);
  });
});

describe('boundaries inside and between the packages', () => {
  it("core's entry names its exports: no 'export *'", () => {
    expect(entryExportStarViolations('core/src/index.ts', read(join(root, 'core/src/index.ts')))).toEqual([]);
  });

  it("catches an 'export *' in core's entry, but not a named re-export", () => {
    const text = "export * from './forms/index';\nexport { FEES } from './catalog/fees';\nexport * as api from './api/index';\n";
    expect(entryExportStarViolations('core/src/index.ts', text).map((v) => v.line)).toEqual([1]);
  });

  it('web features never import each other', () => {
    const violations = sourceFiles('web/src/features').flatMap((f) => featureImportViolations(rel(f), read(f)));
    expect(violations).toEqual([]);
  });

  it('catches a feature importing another feature, not its own files, components or the app', () => {
    const text = [
      "import { ReferSection } from '../refer/refer-section';",
      "import { HomeHero } from './home-hero';",
      "import { Button } from '../../components/button';",
      "import type { SiteRoute } from '../../app/site-route';",
      "const lazy = () => import('../wizard/wizard-page');",
    ].join('\n');
    expect(featureImportViolations('web/src/features/home/home-page.tsx', text).map((v) => v.line)).toEqual([1, 5]);
    expect(featureImportViolations('web/src/features/flow-routes.ts', text)).toEqual([]);
  });

  it("keeps the console apart: the site never imports it, it takes only the site's components, its screens never import each other", () => {
    const files = sourceFiles('web/src');
    expect(files.some((f) => rel(f).startsWith('web/src/staff/'))).toBe(true);
    expect(files.flatMap((f) => staffBoundaryViolations(rel(f), read(f)))).toEqual([]);
  });

  it('catches the site importing the console, the console importing a site page, and one console screen importing another', () => {
    expect(staffBoundaryViolations('web/src/app/layout.tsx', "import { useStaffApi } from '../staff/app/staff-api-context';").map((v) => v.line)).toEqual([1]);
    const screen = [
      "import { Button } from '../../../components/button';",
      "import { useStaffApi } from '../../app/staff-api-context';",
      "import { xhrUploadTransport } from '../../../app/xhr-upload-transport';",
      "import { Layout } from '../../../app/layout';",
      "import { CareersPage } from '../../../features/careers/careers-page';",
      "import { QueueList } from '../queue/queue-list';",
      "import { DirectoryForm } from './directory-form';",
    ].join('\n');
    expect(staffBoundaryViolations('web/src/staff/features/directory/directory-screen.tsx', screen).map((v) => v.line)).toEqual([4, 5, 6]);
    expect(staffBoundaryViolations('web/src/staff/main.tsx', "import '../app/theme.css';")).toEqual([]);
  });

  it('has no import cycle in core, web, cli or server, type-only imports included', () => {
    const files = new Map(
      ['core/src', 'web/src', 'cli/src', 'server/src'].flatMap((dir) => sourceFiles(dir).map((f) => [rel(f), read(f)] as const)),
    );
    expect(files.size).toBeGreaterThan(200);
    expect(importCycles(files)).toEqual([]);
  });

  it('catches a cycle, a type-only one too, and leaves a chain alone', () => {
    const files = new Map([
      ['web/src/app/layout.tsx', "import type { RouteTable } from './route-table';"],
      ['web/src/app/route-table.tsx', "import { Layout } from './layout';"],
      ['core/src/a.ts', "import { b } from './b';"],
      ['core/src/b.ts', "import { c } from './c';"],
      ['core/src/c.ts', "export const c = 1;"],
      ['cli/src/self.ts', "import { x } from './self';"],
    ]);
    expect(importCycles(files)).toEqual([['cli/src/self.ts'], ['web/src/app/layout.tsx', 'web/src/app/route-table.tsx']]);
  });

  it("exports from core's entry only what an adapter, fixture, test or benchmark uses", () => {
    const consumers = ['web', 'cli', 'server', 'fixtures', 'tests', 'bench']
      .flatMap((dir) => sourceFiles(dir, /\.(ts|tsx|mts|mjs)$/))
      .map(read);
    expect(unusedEntryExports(read(join(root, 'core/src/index.ts')), consumers)).toEqual([]);
  });

  it('catches an export nobody outside core uses', () => {
    const entry = "export { FEES, formatRupees, type Unused } from './catalog/fees';\nexport { LIMITS } from './catalog/timings';\n";
    expect(unusedEntryExports(entry, ["import { FEES, LIMITS } from '@manobal/core';", 'formatRupees(FEES.x);'])).toEqual(['Unused']);
  });
});
