// One name per feature (docs/ARCHITECTURE.md "One feature, one name"): a server feature that serves /api actions
// has a contract file and a web app folder of its own name, and every contract file has a server feature of its
// name. featureNames lists the facts from the tree; checkNames compares them, given the renames still to be made.
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
  /** web/src/app/<name>/ folders. */
  webFolders: readonly string[];
}

export type NameFinding =
  | { rule: 'module-without-contract'; module: string }
  | { rule: 'module-without-web-folder'; module: string }
  | { rule: 'contract-without-module'; contract: string };

/**
 * A feature whose names are not one yet: its server module, the contract file(s) that hold its actions today and
 * the web app folder(s) that hold its screens today (null: none), and the one name all three will take.
 */
export interface PendingRename {
  name: string;
  module: string;
  contract: string | readonly string[] | null;
  web: string | readonly string[] | null;
}

const listOf = (names: string | readonly string[] | null): readonly string[] =>
  names === null ? [] : typeof names === 'string' ? [names] : names;

/**
 * The rules, over names only:
 * 1. a module that registers /api actions has shared/api/<module>.actions.ts (a module without actions, such as
 *    moderation's console or gifts' socket events, has no contract to name);
 * 2. such a module has web/src/app/<module>/, unless its contract's actions are called by no part of the
 *    signed-in app (client-errors, webforms);
 * 3. every shared/api/<name>.actions.ts has a module <name> that registers actions.
 */
export function nameFindings(listing: FeatureListing): NameFinding[] {
  const contracts = new Map(listing.contracts.map((contract) => [contract.name, contract]));
  const modules = new Set(listing.modules.filter((module) => module.actions).map((module) => module.name));
  const web = new Set(listing.webFolders);
  const out: NameFinding[] = [];
  for (const module of [...modules].sort()) {
    const contract = contracts.get(module);
    if (!contract) out.push({ rule: 'module-without-contract', module });
    if (!web.has(module) && (contract === undefined || contract.calledByApp))
      out.push({ rule: 'module-without-web-folder', module });
  }
  for (const contract of [...contracts.keys()].sort())
    if (!modules.has(contract)) out.push({ rule: 'contract-without-module', contract });
  return out;
}

/** A finding is excused by the pending rename of its module (rules 1, 2) or of a feature holding the contract (3). */
function excuses(entry: PendingRename, finding: NameFinding): boolean {
  return finding.rule === 'contract-without-module'
    ? listOf(entry.contract).includes(finding.contract)
    : entry.module === finding.module;
}

/**
 * The findings no pending rename excuses (a new mismatch), and the pending renames that are out of date: one that
 * excuses nothing (the rename is done: take it off the list), or names a module, contract or web folder that is
 * not there (the list no longer says where the feature's parts are).
 */
export function checkNames(
  listing: FeatureListing,
  pending: readonly PendingRename[],
): { unexcused: NameFinding[]; stale: string[] } {
  const findings = nameFindings(listing);
  const modules = new Set(listing.modules.map((module) => module.name));
  const contracts = new Set(listing.contracts.map((contract) => contract.name));
  const web = new Set(listing.webFolders);
  const stale: string[] = [];
  const seen = new Set<string>();
  for (const entry of pending) {
    const missing = [
      ...(modules.has(entry.module) ? [] : [`module ${entry.module}`]),
      ...listOf(entry.contract)
        .filter((name) => !contracts.has(name))
        .map((name) => `contract ${name}`),
      ...listOf(entry.web)
        .filter((name) => !web.has(name))
        .map((name) => `web folder ${name}`),
    ];
    if (seen.has(entry.module)) stale.push(`${entry.name}: module ${entry.module} is listed twice`);
    seen.add(entry.module);
    if (missing.length > 0) stale.push(`${entry.name}: no ${missing.join(', no ')}`);
    else if (!findings.some((finding) => excuses(entry, finding)))
      stale.push(`${entry.name}: nothing left to rename`);
  }
  const unexcused = findings.filter((finding) => !pending.some((entry) => excuses(entry, finding)));
  return { unexcused, stale };
}

function folders(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
  return names.filter((name) => statSync(path.join(root, dir, name)).isDirectory()).sort();
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
