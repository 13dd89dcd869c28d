// The repository keeps its boundaries (docs/ARCHITECTURE.md "Between features"): the checker runs over the real
// code, and over planted trees to show it finds a cross-feature import, a web cross-folder import and a cycle.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, RULE_NAMES, type Violation, violationsOf } from './import-graph.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const keyOf = (violation: Violation) => `${violation.file} → ${violation.target}`;

describe('the repository’s import graph', () => {
  const edges = importGraph(REPO);
  const violations = violationsOf(edges);

  it('reads the whole repository (server, web, shared)', () => {
    const files = new Set(edges.map((edge) => edge.from));
    expect(files.has('packages/server/src/build-server.ts')).toBe(true);
    expect(files.has('packages/web/src/main.tsx')).toBe(true);
    expect([...files].some((file) => file.startsWith('packages/shared/src/'))).toBe(true);
    expect(edges.length).toBeGreaterThan(3000);
  });

  it.each(RULE_NAMES)('%s: no import breaks it', (rule) => {
    const found = [...new Set(violations.filter((violation) => violation.rule === rule).map(keyOf))];
    // An import across a boundary: import the target's public face (or its own folder's) instead.
    expect(found).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(cyclesOf(edges)).toEqual([]);
  });
});

describe('the checker bites', () => {
  let root = '';
  const plant = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'rookery-architecture-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return importGraph(root);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const M = 'packages/server/src/modules';
  const APP = 'packages/web/src/app';
  /**
   * A small repository that keeps every rule: features meet through faces, web folders through shell, lib and each
   * other's api/ and public/.
   */
  const lawful: Record<string, string> = {
    [`${M}/beta/beta.repo.ts`]: 'export const rows = 1;\n',
    [`${M}/beta/beta.service.ts`]: "import { rows } from './beta.repo.ts';\nexport const beta = rows;\n",
    [`${M}/beta/beta.public.ts`]: "export { beta } from './beta.service.ts';\n",
    [`${M}/beta/beta.module.ts`]: "export { beta } from './beta.service.ts';\n",
    [`${M}/alpha/alpha.service.ts`]: [
      "import { beta } from '../beta/beta.public.ts';",
      "import type { Db } from '../../platform/db.ts';",
      "import { LIMITS } from '@rookery/shared/limits.ts';",
      "import { z } from 'zod';",
      '// import { rows } from "../beta/beta.repo.ts";',
      'export const alpha = [beta, LIMITS, z];',
      '',
    ].join('\n'),
    [`${M}/alpha/alpha.test.ts`]: "import { rows } from '../beta/beta.repo.ts';\n",
    [`${M}/alpha/testing/fixture.ts`]: "import { rows } from '../../beta/beta.repo.ts';\n",
    'packages/server/src/platform/db.ts': 'export type Db = unknown;\n',
    'packages/server/src/build-server.ts':
      "import { beta } from './modules/beta/beta.module.ts';\nimport { alpha } from './modules/alpha/alpha.service.ts';\n",
    'packages/shared/src/limits.ts': 'export const LIMITS = {};\n',
    [`${APP}/one/one-screen.tsx`]: [
      "import { Frame } from '../shell/frame.tsx';",
      "import { api } from '../../lib/api.ts';",
      "import { Button } from '../../components/button.tsx';",
      "import { part } from './one-part.ts';",
      "import { useOne } from './api/one-data.ts';",
      "import { useTwo } from '../two/api/two-data.ts';",
      "import { TwoRow } from '../two/public/two-row.tsx';",
      "import { LIMITS } from '@rookery/shared/limits.ts';",
      "import { useState } from 'react';",
      'export const one = [Frame, api, Button, part, useOne, useTwo, TwoRow, LIMITS, useState];',
      '',
    ].join('\n'),
    [`${APP}/one/one-part.ts`]: 'export const part = 1;\n',
    [`${APP}/one/api/one-data.ts`]:
      "import { apiGet } from '../../../lib/api-client.ts';\nexport const useOne = apiGet;\n",
    [`${APP}/two/two-screen.tsx`]: 'export const two = 2;\n',
    [`${APP}/two/api/two-data.ts`]:
      "import { apiGet } from '../../../lib/api-client.ts';\nexport const useTwo = apiGet;\n",
    [`${APP}/two/public/two-row.tsx`]:
      "import { two } from '../two-screen.tsx';\nexport const TwoRow = two;\n",
    [`${APP}/shell/frame.tsx`]: 'export const Frame = 1;\n',
    [`${APP}/app-routes.tsx`]:
      "export const routes = [import('./one/one-screen.tsx'), import('./two/two-screen.tsx')];\n",
    'packages/web/src/lib/api.ts': 'export const api = 1;\n',
    'packages/web/src/lib/api-client.ts': 'export const apiGet = 1;\n',
    'packages/web/src/components/button.tsx': 'export const Button = 1;\n',
  };

  // The build-server line above imports alpha's service: the composition's one planted break in `lawful`.
  const composition = {
    rule: 'server-outside-features',
    file: 'packages/server/src/build-server.ts',
    line: 2,
    specifier: './modules/alpha/alpha.service.ts',
    target: `${M}/alpha/alpha.service.ts`,
  };

  it('finds nothing but the planted break in a tree that keeps the rules', () => {
    expect(violationsOf(plant(lawful))).toEqual([composition]);
  });

  it('finds one planted import into another feature’s internal file, and only it', () => {
    const edges = plant({
      ...lawful,
      [`${M}/alpha/alpha.routes.ts`]:
        "import { beta } from '../beta/beta.public.ts';\nimport { rows } from '../beta/beta.repo.ts';\n",
    });
    expect(violationsOf(edges)).toEqual([
      composition,
      {
        rule: 'server-feature-face',
        file: `${M}/alpha/alpha.routes.ts`,
        line: 2,
        specifier: '../beta/beta.repo.ts',
        target: `${M}/beta/beta.repo.ts`,
      },
    ]);
  });

  it('finds one planted web import into another folder, and only it', () => {
    const edges = plant({
      ...lawful,
      [`${APP}/one/one-part.ts`]: "export const part = 1;\nexport { two } from '../two/two-screen.tsx';\n",
    });
    expect(violationsOf(edges)).toEqual([
      composition,
      {
        rule: 'web-feature-folder',
        file: `${APP}/one/one-part.ts`,
        line: 2,
        specifier: '../two/two-screen.tsx',
        target: `${APP}/two/two-screen.tsx`,
      },
    ]);
  });

  it('finds dynamic and type-only imports, platform reaching into a feature, web into server, and a cycle', () => {
    const edges = plant({
      ...lawful,
      [`${M}/alpha/alpha.jobs.ts`]: "export const later = () => import('../beta/beta.service.ts');\n",
      [`${M}/alpha/alpha.repo.ts`]:
        "import type { rows } from '../beta/beta.repo.ts';\nexport type R = typeof rows;\n",
      'packages/server/src/platform/db.ts':
        "import { beta } from '../modules/beta/beta.public.ts';\nexport type Db = 1;\n",
      'packages/web/scripts/prerender.ts':
        "import { beta } from '../../server/src/modules/beta/beta.public.ts';\n",
      'packages/web/src/lib/api.ts':
        "import { two } from '../app/two/two-screen.tsx';\nexport const api = 1;\n",
      'packages/shared/src/limits.ts':
        "import type { Db } from '../../server/src/platform/db.ts';\nexport const LIMITS = {};\n",
      [`${M}/beta/beta.repo.ts`]: "import { beta } from './beta.service.ts';\nexport const rows = 1;\n",
    });
    const found = violationsOf(edges).map((v) => `${v.rule} ${v.file}:${v.line}`);
    expect(found.sort()).toEqual(
      [
        'server-outside-features packages/server/src/build-server.ts:2',
        `server-feature-face ${M}/alpha/alpha.jobs.ts:1`,
        `server-feature-face ${M}/alpha/alpha.repo.ts:1`,
        'server-outside-features packages/server/src/platform/db.ts:1',
        'web-not-server packages/web/scripts/prerender.ts:1',
        'web-layers packages/web/src/lib/api.ts:1',
        'shared-alone packages/shared/src/limits.ts:1',
      ].sort(),
    );
    expect(cyclesOf(edges)).toEqual([[`${M}/beta/beta.repo.ts`, `${M}/beta/beta.service.ts`]]);
  });
});
