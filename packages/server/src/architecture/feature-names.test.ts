// One feature, one name (docs/ARCHITECTURE.md "One feature, one name"): the check runs over the real tree, with the
// names that stand alone on purpose listed below with why, and over planted listings and trees to show it finds a new
// mismatch and an exception that no longer fits.
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
  type NameException,
  nameFindings,
} from './feature-names.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

const IN_THE_CHAT = 'the members meet it in the chat screen (web app/chat/dialogs/)';

/**
 * Every name that lacks one of its three places (server module, shared contract file, web app folder), and why.
 * The test fails on a mismatch not listed here, on a reason that excuses nothing (the part exists now: take it off),
 * and on a reason the tree contradicts (a module with /api actions needs its contract, one whose actions the app
 * calls needs its web folder). A new feature needs no line here: give it all three places.
 */
const NAME_EXCEPTIONS: readonly NameException[] = [
  {
    name: 'chat-images',
    noContract:
      'no /api action: an image is sent through the upload route /uploadchatimage (shared api/files.ts)',
    noWebFolder: `sending one is a step of the chat: ${IN_THE_CHAT}image-send.tsx`,
  },
  {
    name: 'client-errors',
    noWebFolder: 'its action is sent by the error reporter of the whole web app, public sites too (web lib/)',
  },
  {
    name: 'dates',
    noContract:
      "its calls are the chat room's socket events setdate, acceptdate, canceldate, getdates (events.ts)",
    noWebFolder: `dates are asked for and answered in the chat: ${IN_THE_CHAT}dates-dialog.tsx`,
  },
  {
    name: 'gifts',
    noContract: "its one call is the chat room's socket event sendgift (shared events.ts)",
    noWebFolder: `a gift is sent from the chat: ${IN_THE_CHAT}gift-dialog.tsx`,
  },
  {
    name: 'location',
    noContract: "no call of its own: the position comes with auth's logincheck (shared api/auth.actions.ts)",
    noWebFolder: 'the browser’s position is asked for by the /app entry screen (web app/entry/)',
  },
  {
    name: 'moderation',
    noContract: 'no /api action: moderators work in the server-rendered /admin console and `npm run admin`',
    noWebFolder: 'nothing of it is in the members’ app (a member reports from the chat: safety)',
  },
  {
    name: 'safety',
    noContract: "its calls are the chat room's socket events unmatch, block and report (shared events.ts)",
    noWebFolder: `unmatch, block and report are dialogs of the chat: ${IN_THE_CHAT}safety-dialogs.tsx`,
  },
  {
    name: 'webforms',
    noWebFolder:
      'its forms are the public site’s (/delete, /contact: web sites/dating/forms/), not the app’s',
  },
  {
    name: 'audio',
    noModule: '/app/audio, the voice recorder: media stores what it records (POST /uploadvrfile)',
  },
  {
    name: 'entry',
    noModule:
      '/app itself: the splash that sends a person on to sign-in, the house rules, location or the deck',
  },
  {
    name: 'profile-view',
    noModule: "/app/viewprofile, another person's profile as the deck's profilebyid answers it",
  },
  {
    name: 'pwa',
    noModule: 'the installable app’s update banner; its server side is platform/web/installable-app.ts',
  },
  {
    name: 'shell',
    noModule: 'the signed-in app’s layout and the pieces several features share (no feature of its own)',
  },
];

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

  it('has no mismatch of names beyond the listed exceptions, and no exception that is done or wrong', () => {
    // A new mismatch: give the module, the contract file and the web folder one name (or, for a name that stands
    // alone on purpose, list it with why). An exception that is done or wrong: take it off.
    expect(checkNames(listing, NAME_EXCEPTIONS)).toEqual({ unexcused: [], stale: [] });
  });

  it('finds a planted module without its contract and web folder, the exceptions notwithstanding', () => {
    // A name no feature will take, so a real feature of any name leaves this test as it is.
    const name = 'planted-by-the-name-test';
    const planted = { ...listing, modules: [...listing.modules, { name, actions: false }] };
    expect(checkNames(planted, NAME_EXCEPTIONS)).toEqual({
      unexcused: [
        { rule: 'module-without-contract', module: name },
        { rule: 'module-without-web-folder', module: name },
      ],
      stale: [],
    });
  });
});

describe('the name check bites', () => {
  /** A small listing whose every mismatch is excused below. */
  const lawful: FeatureListing = {
    modules: [
      { name: 'alpha', actions: true },
      // Socket events only: no contract file, its screens in alpha's folder.
      { name: 'console', actions: false },
      // Actions only the public sites call: no web app folder.
      { name: 'forms', actions: true },
    ],
    contracts: [
      { name: 'alpha', calledByApp: true },
      { name: 'forms', calledByApp: false },
    ],
    webFolders: ['alpha', 'shell'],
  };
  const reasons: NameException[] = [
    { name: 'console', noContract: 'socket events', noWebFolder: 'in alpha’s screens' },
    { name: 'forms', noWebFolder: 'the public site’s' },
    { name: 'shell', noModule: 'the layout' },
  ];

  it('finds each mismatch, and nothing once each is excused with a reason', () => {
    expect(nameFindings(lawful)).toEqual([
      { rule: 'module-without-contract', module: 'console' },
      { rule: 'module-without-web-folder', module: 'console' },
      { rule: 'module-without-web-folder', module: 'forms' },
      { rule: 'web-folder-without-module', folder: 'shell' },
    ]);
    expect(checkNames(lawful, reasons)).toEqual({ unexcused: [], stale: [] });
  });

  it('finds a planted module with neither contract nor web folder, and only it', () => {
    const planted = { ...lawful, modules: [...lawful.modules, { name: 'favourites', actions: true }] };
    expect(checkNames(planted, reasons)).toEqual({
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
    expect(checkNames(planted, reasons).unexcused).toEqual([
      { rule: 'module-without-web-folder', module: 'beta' },
      { rule: 'contract-without-module', contract: 'gamma' },
      { rule: 'web-folder-without-module', folder: 'bee' },
    ]);
    // A rename made in steps lists its leftovers with why; the same tree then passes.
    const renaming = [
      ...reasons,
      { name: 'beta', noWebFolder: 'its screens move from bee/ next' },
      { name: 'bee', noModule: 'becoming beta/' },
      { name: 'gamma', noModule: 'its actions move into beta.actions.ts next' },
    ];
    expect(checkNames(planted, renaming)).toEqual({
      unexcused: [],
      // But the app calls beta's actions: its screens cannot stay away for good.
      stale: ['beta: the signed-in app calls its actions, so they belong in web/src/app/beta/'],
    });
  });

  it('finds a reason that excuses nothing, one the tree contradicts, and a name listed twice', () => {
    const stale = checkNames(lawful, [
      ...reasons,
      { name: 'alpha', noContract: 'none', noModule: 'none' },
      { name: 'forms', noContract: 'socket events' },
    ]).stale;
    expect(stale).toEqual([
      'alpha: noContract excuses nothing (take it off)',
      'alpha: noModule excuses nothing (take it off)',
      'alpha: registers /api actions, which belong in shared/api/alpha.actions.ts',
      'forms: listed twice',
      'forms: noContract excuses nothing (take it off)',
      'forms: registers /api actions, which belong in shared/api/forms.actions.ts',
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
      { rule: 'module-without-contract', module: 'console' },
      { rule: 'module-without-web-folder', module: 'console' },
      { rule: 'module-without-contract', module: 'favourites' },
      { rule: 'module-without-web-folder', module: 'favourites' },
      { rule: 'web-folder-without-module', folder: 'shell' },
    ]);
    // A folder a move left empty (a checkout has none: git keeps no empty folder) is no web app folder.
    mkdirSync(path.join(root, `${WEB}/app/find/old`), { recursive: true });
    expect(featureNames(root).webFolders).toEqual(['alpha', 'beta', 'shell']);
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
    // So the reporter's module may be without a web app folder, given a reason.
    expect(nameFindings(listing)).toEqual([{ rule: 'module-without-web-folder', module: 'reports' }]);
    expect(checkNames(listing, [{ name: 'reports', noWebFolder: 'the reporter is in lib/' }])).toEqual({
      unexcused: [],
      stale: [],
    });
  });
});
