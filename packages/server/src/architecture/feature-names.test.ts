// One feature, one name (docs/ARCHITECTURE.md "One feature, one name"): the check runs over the real tree, with the
// renames still to be made listed below, and over planted listings and trees to show it finds a new mismatch.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIONS } from '@rookery/shared/api/actions.ts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkNames,
  contractActions,
  type FeatureListing,
  featureNames,
  nameFindings,
  type PendingRename,
} from './feature-names.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Names still to be unified: each feature whose server module, contract file and web app folder do not share one
 * name yet, with the names it has today and the one it will take in all three places. The test fails on a
 * mismatch not listed here, and on an entry that is done (take it off) or no longer says where the parts are.
 * `contract`/`web` null: none yet. Empty: every feature has one name; a rename done in steps lists itself here.
 */
const PENDING_RENAMES: readonly PendingRename[] = [];

describe('the repository’s feature names', () => {
  const listing = featureNames(REPO);

  it('reads the modules, the contract files and the web app folders', () => {
    const modules = listing.modules.map((module) => module.name);
    expect(modules).toEqual(expect.arrayContaining(['feedback', 'moderation', 'webforms']));
    expect(listing.contracts.map((contract) => contract.name)).toContain('feedback');
    expect(listing.webFolders).toEqual(expect.arrayContaining(['chat', 'shell']));
  });

  it('sees which modules register /api actions and which do not', () => {
    const serving = listing.modules.filter((module) => module.actions).map((module) => module.name);
    expect(serving).toEqual(expect.arrayContaining(['feedback', 'chat', 'client-errors', 'date-safety']));
    const without = listing.modules.filter((module) => !module.actions).map((module) => module.name);
    expect(without).toEqual(expect.arrayContaining(['moderation', 'gifts', 'dates', 'location']));
  });

  it('reads every action of the registry from the contract files, once', () => {
    const read = listing.contracts.flatMap((contract) =>
      contractActions(REPO, `packages/shared/src/api/${contract.name}.actions.ts`),
    );
    expect(read.sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  it('sees which contracts the signed-in app calls (through lib/ too), and which only the sites or plumbing', () => {
    const called = Object.fromEntries(
      listing.contracts.map((contract) => [contract.name, contract.calledByApp]),
    );
    expect(called).toMatchObject({ feedback: true, calls: true, webforms: false, 'client-errors': false });
  });

  it('has no mismatch of names beyond the pending renames, and no pending rename that is done or wrong', () => {
    // A new mismatch: give the contract file and the web folder the module's name (or list a rename here, with
    // the one name it will take). An entry that is done or wrong: take it off, or say where the parts are now.
    expect(checkNames(listing, PENDING_RENAMES)).toEqual({ unexcused: [], stale: [] });
  });

  it('finds a planted module with actions but no contract or web folder, the pending list notwithstanding', () => {
    const planted = { ...listing, modules: [...listing.modules, { name: 'favourites', actions: true }] };
    expect(checkNames(planted, PENDING_RENAMES)).toEqual({
      unexcused: [
        { rule: 'module-without-contract', module: 'favourites' },
        { rule: 'module-without-web-folder', module: 'favourites' },
      ],
      stale: [],
    });
  });
});

describe('the name check bites', () => {
  /** A small listing that keeps every rule. */
  const lawful: FeatureListing = {
    modules: [
      { name: 'alpha', actions: true },
      // No actions (sockets, jobs, an admin console): nothing to name in the contract or the web.
      { name: 'console', actions: false },
      // Actions only the public sites or the app-wide plumbing call: no web app folder to name.
      { name: 'forms', actions: true },
    ],
    contracts: [
      { name: 'alpha', calledByApp: true },
      { name: 'forms', calledByApp: false },
    ],
    webFolders: ['alpha', 'shell'],
  };

  it('finds nothing in a listing that keeps the rules', () => {
    expect(nameFindings(lawful)).toEqual([]);
    expect(checkNames(lawful, [])).toEqual({ unexcused: [], stale: [] });
  });

  it('finds a planted module with actions and neither contract nor web folder, and only it', () => {
    const planted = { ...lawful, modules: [...lawful.modules, { name: 'favourites', actions: true }] };
    expect(checkNames(planted, [])).toEqual({
      unexcused: [
        { rule: 'module-without-contract', module: 'favourites' },
        { rule: 'module-without-web-folder', module: 'favourites' },
      ],
      stale: [],
    });
  });

  it('finds a planted contract without its module, and a web folder of another name', () => {
    const planted: FeatureListing = {
      ...lawful,
      modules: [...lawful.modules, { name: 'beta', actions: true }],
      contracts: [
        ...lawful.contracts,
        { name: 'beta', calledByApp: true },
        { name: 'gamma', calledByApp: true },
      ],
      webFolders: [...lawful.webFolders, 'bee'],
    };
    expect(checkNames(planted, []).unexcused).toEqual([
      { rule: 'module-without-web-folder', module: 'beta' },
      { rule: 'contract-without-module', contract: 'gamma' },
    ]);
    // Listed as pending, the same tree passes; the entry excuses its own module's and contract's findings only.
    const pending = [{ name: 'beta', module: 'beta', contract: ['beta', 'gamma'], web: 'bee' }];
    expect(checkNames(planted, pending)).toEqual({ unexcused: [], stale: [] });
  });

  it('finds a pending rename that is done, one naming a folder that is gone, and one listed twice', () => {
    const done = { name: 'alpha', module: 'alpha', contract: 'alpha', web: 'alpha' };
    const gone = { name: 'forms', module: 'forms', contract: 'forms', web: 'webforms' };
    expect(checkNames(lawful, [done, gone, done]).stale).toEqual([
      'alpha: nothing left to rename',
      'forms: no web folder webforms',
      'alpha: module alpha is listed twice',
      'alpha: nothing left to rename',
    ]);
  });
});

describe('the listing reads the tree', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const plant = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'rookery-feature-names-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return featureNames(root);
  };
  const M = 'packages/server/src/modules';
  const API = 'packages/shared/src/api';
  const WEB = 'packages/web/src';

  it('derives actions, contracts and the app’s calls from the code, and finds the planted module', () => {
    const listing = plant({
      [`${M}/alpha/alpha.module.ts`]:
        'export const create = () => defineFeature({ name: "alpha", actions: alphaActions() });\n',
      [`${M}/beta/beta.module.ts`]:
        'const actions = betaActions();\nexport const create = () => defineFeature({ name: "beta", actions });\n',
      [`${M}/console/console.module.ts`]:
        'export const create = () => defineFeature({ name: "console", routes, tasks: [] }, { actions: 1 });\n',
      [`${M}/favourites/favourites.module.ts`]:
        'export const create = () => defineFeature({ name: "favourites", actions: favouritesActions() });\n',
      [`${API}/alpha.actions.ts`]:
        "export const ALPHA_ACTIONS = {\n  alpharead: defineAction({}),\n  'alphawrite': defineAction({}),\n};\n",
      [`${API}/beta.actions.ts`]: 'export const BETA_ACTIONS = { betaring: defineAction({}) };\n',
      [`${API}/action.ts`]: 'export const defineAction = 1;\n',
      [`${WEB}/app/alpha/alpha-api.ts`]: "export const read = () => apiGet('alpharead');\n",
      [`${WEB}/app/beta/use-ring.ts`]:
        "import { ring } from '../../lib/ring.ts';\nexport const use = ring;\n",
      [`${WEB}/lib/ring.ts`]: "import { post } from './post.ts';\nexport const ring = post;\n",
      [`${WEB}/lib/post.ts`]: "export const post = () => apiPost('betaring', {});\n",
      [`${WEB}/app/shell/frame.tsx`]: 'export const Frame = 1;\n',
    });
    expect(listing).toEqual({
      modules: [
        { name: 'alpha', actions: true },
        { name: 'beta', actions: true },
        { name: 'console', actions: false },
        { name: 'favourites', actions: true },
      ],
      contracts: [
        { name: 'alpha', calledByApp: true },
        { name: 'beta', calledByApp: true },
      ],
      webFolders: ['alpha', 'beta', 'shell'],
    });
    expect(contractActions(root, `${API}/alpha.actions.ts`)).toEqual(['alpharead', 'alphawrite']);
    expect(nameFindings(listing)).toEqual([
      { rule: 'module-without-contract', module: 'favourites' },
      { rule: 'module-without-web-folder', module: 'favourites' },
    ]);
  });

  it('does not count calls from the public sites or from plumbing the app does not import', () => {
    const listing = plant({
      [`${M}/forms/forms.module.ts`]:
        'export const create = () => defineFeature({ name: "forms", actions });\n',
      [`${API}/forms.actions.ts`]: 'export const FORMS_ACTIONS = { webform: defineAction({}) };\n',
      [`${API}/reports.actions.ts`]: 'export const REPORTS_ACTIONS = { report: defineAction({}) };\n',
      [`${M}/reports/reports.module.ts`]:
        'export const create = () => defineFeature({ name: "reports", actions });\n',
      [`${WEB}/sites/dating/dating-api.ts`]: "export const send = () => apiPost('webform', {});\n",
      [`${WEB}/lib/reporter.ts`]:
        "export const report = () => fetch('/api', { body: { action: 'report' } });\n",
      [`${WEB}/main.tsx`]: "import { report } from './lib/reporter.ts';\nreport();\n",
      [`${WEB}/app/forms/forms.test.ts`]: "apiPost('webform', {});\n",
    });
    expect(listing.contracts).toEqual([
      { name: 'forms', calledByApp: false },
      { name: 'reports', calledByApp: false },
    ]);
    expect(nameFindings(listing)).toEqual([]);
  });
});
