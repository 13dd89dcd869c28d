// One name per feature (docs/ARCHITECTURE.md "One feature, one name"): every server module has a contract file and a
// web app folder of its own name, every contract file and every web app folder has a module of its name, unless a
// listed exception says why not. featureNames lists the facts from the tree; checkNames compares them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importsOf, isTestFile, listSources } from './import-graph.ts';

const MODULES = 'packages/server/src/modules';
const CONTRACTS = 'packages/shared/src/api';
const CONTRACT_FILE = /^([a-z0-9-]+)\.actions\.ts$/;
const WEB_APP = 'packages/web/src/app';
const WEB_LIB = 'packages/web/src/lib';

/** What the tree holds, as names: the input of checkNames (a test plants an extra module in it). */
export interface FeatureListing {
  /** modules/<name>/, and whether its `defineFeature` registers /api actions (an `actions` part). */
  modules: readonly { name: string; actions: boolean }[];
  /**
   * shared/api/<name>.actions.ts, and whether the signed-in app calls one of its actions: a file of web/src/app
   * calls it, or imports a web/src/lib file that does (lib/peer.ts for calls). The public sites (webforms) and the
   * app-wide plumbing outside app/ (the error reporter: client-errors) do not count.
   */
  contracts: readonly { name: string; calledByApp: boolean }[];
  /** web/src/app/<name>/ folders that hold a file (an empty folder left by a move is not one). */
  webFolders: readonly string[];
}

export type NameFinding =
  | { rule: 'module-without-contract'; module: string }
  | { rule: 'module-without-web-folder'; module: string }
  | { rule: 'contract-without-module'; contract: string }
  | { rule: 'web-folder-without-module'; folder: string };

/**
 * A name that stands without one of its three places on purpose, and why (each reason a sentence a newcomer can
 * check): a module with no contract file or no web app folder of its name, or a contract file or web app folder
 * with no module of its name. A rename made in steps lists its leftovers here too, saying so.
 */
export interface NameException {
  name: string;
  /** Why modules/<name>/ has no shared/api/<name>.actions.ts: only for a module that registers no /api action. */
  noContract?: string;
  /** Why modules/<name>/ has no web/src/app/<name>/: only for one whose actions the signed-in app does not call. */
  noWebFolder?: string;
  /** Why web/src/app/<name>/ (or shared/api/<name>.actions.ts) has no modules/<name>/. */
  noModule?: string;
}

/**
 * The rules, over names only:
 * 1. every module has shared/api/<module>.actions.ts;
 * 2. every module has web/src/app/<module>/;
 * 3. every shared/api/<name>.actions.ts has a module <name> that registers actions;
 * 4. every web/src/app/<name>/ has a module <name>.
 */
export function nameFindings(listing: FeatureListing): NameFinding[] {
  const contracts = new Set(listing.contracts.map((contract) => contract.name));
  const modules = new Set(listing.modules.map((module) => module.name));
  const serving = new Set(listing.modules.filter((module) => module.actions).map((module) => module.name));
  const web = new Set(listing.webFolders);
  const out: NameFinding[] = [];
  for (const module of [...modules].sort()) {
    if (!contracts.has(module)) out.push({ rule: 'module-without-contract', module });
    if (!web.has(module)) out.push({ rule: 'module-without-web-folder', module });
  }
  for (const contract of [...contracts].sort())
    if (!serving.has(contract)) out.push({ rule: 'contract-without-module', contract });
  for (const folder of [...web].sort())
    if (!modules.has(folder)) out.push({ rule: 'web-folder-without-module', folder });
  return out;
}

/** Whether an exception's reason covers a finding. */
function excuses(entry: NameException, finding: NameFinding): boolean {
  switch (finding.rule) {
    case 'module-without-contract':
      return entry.name === finding.module && entry.noContract !== undefined;
    case 'module-without-web-folder':
      return entry.name === finding.module && entry.noWebFolder !== undefined;
    case 'contract-without-module':
      return entry.name === finding.contract && entry.noModule !== undefined;
    case 'web-folder-without-module':
      return entry.name === finding.folder && entry.noModule !== undefined;
  }
}

/**
 * The findings no exception excuses, and the exceptions that are out of date: a reason that excuses nothing (the
 * part is there now: take the reason off), a name listed twice, and a reason the tree contradicts (a module that
 * registers /api actions needs its contract file; one whose actions the signed-in app calls needs its web folder).
 */
export function checkNames(
  listing: FeatureListing,
  exceptions: readonly NameException[],
): { unexcused: NameFinding[]; stale: string[] } {
  const findings = nameFindings(listing);
  const stale: string[] = [];
  const seen = new Set<string>();
  for (const entry of exceptions) {
    if (seen.has(entry.name)) stale.push(`${entry.name}: listed twice`);
    seen.add(entry.name);
    const module = listing.modules.find((candidate) => candidate.name === entry.name);
    const contract = listing.contracts.find((candidate) => candidate.name === entry.name);
    const reasons: [keyof NameException, NameFinding['rule'][]][] = [
      ['noContract', ['module-without-contract']],
      ['noWebFolder', ['module-without-web-folder']],
      ['noModule', ['contract-without-module', 'web-folder-without-module']],
    ];
    for (const [reason, rules] of reasons) {
      if (entry[reason] === undefined) continue;
      const used = findings.some(
        (finding) => rules.includes(finding.rule) && excuses({ name: entry.name, [reason]: '' }, finding),
      );
      if (!used) stale.push(`${entry.name}: ${reason} excuses nothing (take it off)`);
    }
    if (entry.noContract !== undefined && module?.actions)
      stale.push(
        `${entry.name}: registers /api actions, which belong in shared/api/${entry.name}.actions.ts`,
      );
    if (entry.noWebFolder !== undefined && contract?.calledByApp)
      stale.push(
        `${entry.name}: the signed-in app calls its actions, so they belong in web/src/app/${entry.name}/`,
      );
  }
  const unexcused = findings.filter((finding) => !exceptions.some((entry) => excuses(entry, finding)));
  return { unexcused, stale };
}

/** Whether a folder holds a file, at any depth. */
function holdsFile(dir: string): boolean {
  return readdirSync(dir).some((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? holdsFile(full) : true;
  });
}

/** The folders of `dir` that hold a file (git keeps no empty folder, so a checkout has none). */
function folders(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
  return names
    .filter((name) => {
      const full = path.join(root, dir, name);
      return statSync(full).isDirectory() && holdsFile(full);
    })
    .sort();
}

function sourceOf(root: string, file: string): ts.SourceFile {
  const text = readFileSync(path.join(root, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
}

function findNodes(node: ts.Node, match: (node: ts.Node) => boolean, out: ts.Node[] = []): ts.Node[] {
  if (match(node)) out.push(node);
  node.forEachChild((child) => {
    findNodes(child, match, out);
  });
  return out;
}

const propertyName = (property: ts.ObjectLiteralElementLike): string | null =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : null;

/** Whether a `defineFeature({ …, actions, … })` call of the module's wiring files registers actions. */
function registersActions(root: string, module: string): boolean {
  const dir = `${MODULES}/${module}`;
  const wiring = readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.module.ts'));
  return wiring.some(
    (name) =>
      findNodes(sourceOf(root, `${dir}/${name}`), (node) => {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return false;
        if (node.expression.text !== 'defineFeature') return false;
        const parts = node.arguments[0];
        return (
          parts !== undefined &&
          ts.isObjectLiteralExpression(parts) &&
          parts.properties.some((property) => propertyName(property) === 'actions')
        );
      }).length > 0,
  );
}

/** The action names a contract file declares: the keys of its exported `…_ACTIONS` object. */
export function contractActions(root: string, file: string): string[] {
  const names: string[] = [];
  const declarations = findNodes(
    sourceOf(root, file),
    (node) =>
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text.endsWith('_ACTIONS'),
  ) as ts.VariableDeclaration[];
  for (const declaration of declarations) {
    const value = declaration.initializer;
    if (value === undefined || !ts.isObjectLiteralExpression(value)) continue;
    for (const property of value.properties) {
      const name = propertyName(property);
      if (name !== null) names.push(name);
    }
  }
  return names;
}

/** `apiGet('name'`, `apiPost('name'` and a raw body's `action: 'name'`: the actions one web file calls. */
const CALL = /\bapi(?:Get|Post)\(\s*'([a-z0-9]+)'|\baction:\s*'([a-z0-9]+)'/g;

/** The actions the signed-in app calls: in web/src/app itself, or in web/src/lib files that app files import. */
export function actionsCalledByApp(root: string): Set<string> {
  const files: string[] = [];
  listSources(root, WEB_APP, files);
  listSources(root, WEB_LIB, files);
  const own = new Map<string, Set<string>>();
  const imports = new Map<string, string[]>();
  for (const file of files.filter((name) => !isTestFile(name))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    own.set(file, new Set([...text.matchAll(CALL)].map((call) => call[1] ?? call[2] ?? '')));
    imports.set(
      file,
      importsOf(root, file, text).flatMap((edge) => (edge.to === null ? [] : [edge.to])),
    );
  }
  // A lib file reaches what it calls and what the lib files it imports reach (followed until nothing is added).
  const reach = new Map([...own].filter(([file]) => file.startsWith(`${WEB_LIB}/`)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, actions] of reach)
      for (const target of imports.get(file) ?? [])
        for (const action of reach.get(target) ?? [])
          if (!actions.has(action)) {
            actions.add(action);
            grew = true;
          }
  }
  const called = new Set<string>();
  for (const [file, actions] of own) {
    if (!file.startsWith(`${WEB_APP}/`)) continue;
    for (const action of actions) called.add(action);
    for (const target of imports.get(file) ?? [])
      for (const action of reach.get(target) ?? []) called.add(action);
  }
  return called;
}

/** The tree's modules, contract files and web app folders under the repository `root`. */
export function featureNames(root: string): FeatureListing {
  const called = actionsCalledByApp(root);
  const contractFiles = readdirSync(path.join(root, CONTRACTS))
    .map((name) => CONTRACT_FILE.exec(name)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
  return {
    modules: folders(root, MODULES).map((name) => ({ name, actions: registersActions(root, name) })),
    contracts: contractFiles.map((name) => ({
      name,
      calledByApp: contractActions(root, `${CONTRACTS}/${name}.actions.ts`).some((action) =>
        called.has(action),
      ),
    })),
    webFolders: folders(root, WEB_APP),
  };
}
