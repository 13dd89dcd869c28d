// The repository's import graph and the boundaries it must keep (docs/ARCHITECTURE.md "Between features"):
// every import, export-from and dynamic import of the .ts/.tsx files, resolved to files, checked by rules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of one file; `to` is the repo-relative file it resolves to, null for a package (or a miss). */
export interface ImportEdge {
  from: string;
  line: number;
  specifier: string;
  to: string | null;
}

export type RuleName =
  | 'server-feature-face'
  | 'server-outside-features'
  | 'web-feature-folder'
  | 'web-layers'
  | 'web-not-server'
  | 'shared-alone';

export const RULE_NAMES: readonly RuleName[] = [
  'server-feature-face',
  'server-outside-features',
  'web-feature-folder',
  'web-layers',
  'web-not-server',
  'shared-alone',
];

export interface Violation {
  rule: RuleName;
  file: string;
  line: number;
  specifier: string;
  target: string;
}

/** The folders whose code the graph covers (repo-relative); build output and packages are never read. */
const SOURCE_ROOTS = [
  'packages/server/src',
  'packages/shared/src',
  'packages/web/src',
  'packages/web/scripts',
];
const SOURCE_FILE = /\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SHARED_ALIAS = '@rookery/shared/';

const SERVER = 'packages/server/src/';
const SHARED = 'packages/shared/src/';
const MODULES = `${SERVER}modules/`;
const WEB = 'packages/web/';
const WEB_APP = `${WEB}src/app/`;

/** Every .ts/.tsx file under `dir` (repo-relative), outside node_modules and dist. */
export function listSources(root: string, dir: string, out: string[]): void {
  const full = path.join(root, dir);
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return;
  }
  for (const name of names) {
    if (SKIPPED_DIRS.has(name)) continue;
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) listSources(root, rel, out);
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
}

function exists(root: string, rel: string): boolean {
  try {
    return statSync(path.join(root, rel)).isFile();
  } catch {
    return false;
  }
}

/** The repo-relative file a specifier names, as the bundler would find it; null for a package. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.'))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else if (specifier.startsWith(SHARED_ALIAS))
    base = `packages/shared/src/${specifier.slice(SHARED_ALIAS.length)}`;
  else return null;
  const bare = base.split('?')[0] ?? base;
  const candidates = [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`, `${bare}/index.tsx`];
  if (bare.endsWith('.js')) candidates.push(bare.replace(/\.js$/, '.ts'), bare.replace(/\.js$/, '.tsx'));
  return candidates.find((candidate) => exists(root, candidate)) ?? bare;
}

/** The 1-based line of `pos` in `text`. */
export function lineAt(text: string, pos: number): number {
  let line = 1;
  for (let i = 0; i < pos && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** The imports of one source text (static, type-only, export-from and dynamic `import()`). */
export function importsOf(root: string, file: string, text: string): ImportEdge[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((ref) => ({
    from: file,
    line: lineAt(text, ref.pos),
    specifier: ref.fileName,
    to: resolveSpecifier(root, file, ref.fileName),
  }));
}

/** Every import of every source file under the repository `root`. */
export function importGraph(root: string): ImportEdge[] {
  const files: string[] = [];
  for (const dir of SOURCE_ROOTS) listSources(root, dir, files);
  if (exists(root, `${WEB}vite.config.ts`)) files.push(`${WEB}vite.config.ts`);
  return files.flatMap((file) => importsOf(root, file, readFileSync(path.join(root, file), 'utf8')));
}

/** Tests (`*.test.ts(x)`, anything under a `testing/` folder) may reach into internals; the rules are for the product. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.split('/').includes('testing');
}

/** The feature a server file belongs to (`modules/<feature>/…`), or null outside modules/. */
export function serverFeatureOf(file: string): string | null {
  return file.startsWith(MODULES) ? (file.slice(MODULES.length).split('/')[0] ?? null) : null;
}

/** `modules/<f>/<f>.public.ts`: what a feature offers the others. */
export function isPublicFace(file: string): boolean {
  const feature = serverFeatureOf(file);
  return feature !== null && file === `${MODULES}${feature}/${feature}.public.ts`;
}

/**
 * `*.schema.ts`: tables (a feature's in its folder, the platform's in platform/db/). Any code may read another's
 * tables, and a schema file names another's for a foreign key; only the owner writes them (table-writes.ts).
 */
export function isSchemaFile(file: string): boolean {
  return file.endsWith('.schema.ts');
}

/** `modules/<f>/<name>.module.ts`: a feature's wiring, which the server's composition registers. */
function isModuleFile(file: string): boolean {
  const feature = serverFeatureOf(file);
  return feature !== null && file.startsWith(`${MODULES}${feature}/`) && file.endsWith('.module.ts');
}

/** The web app's feature folder (`app/<folder>/…`), or null for app-root files (the router) and the rest of web. */
function webFolderOf(file: string): string | null {
  if (!file.startsWith(WEB_APP)) return null;
  const parts = file.slice(WEB_APP.length).split('/');
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

const WEB_ALLOWED = [`${WEB_APP}shell/`, `${WEB}src/components/`, `${WEB}src/lib/`, SHARED];

/** The part of a web folder a file is in: `api`, `public`, or null for the folder's own files. */
function webPartOf(file: string): 'api' | 'public' | null {
  const folder = webFolderOf(file);
  if (folder === null) return null;
  const part = file.slice(`${WEB_APP}${folder}/`.length).split('/')[0];
  return part === 'api' || part === 'public' ? part : null;
}

/**
 * A web folder's face, what the other folders may import: `app/<folder>/api/` (its server calls, query keys,
 * queryOptions and the hooks over them) and `app/<folder>/public/` (the parts it lends: a row, a badge, a sheet).
 */
export function isWebFace(file: string): boolean {
  return webPartOf(file) !== null;
}

/** A file of a web folder's `api/`, where its calls are made. */
export function isWebApiFile(file: string): boolean {
  return webPartOf(file) === 'api';
}

type Rule = (edge: ImportEdge & { to: string }) => RuleName | null;

/**
 * 1. A feature imports another feature only through its public face, or its schema file (its tables, to read).
 * 2. Outside modules/, platform/ never imports modules/ (but the platform's schema file names a feature's table for
 *    a foreign key); the composition (build-server.ts, admin/, seed/, main.ts) imports a feature only through its
 *    `*.module.ts` wiring or its public face.
 * 3. The web app's `app/<folder>/` files import their own folder, another folder's face (its `api/` and `public/`),
 *    `app/shell`, `components`, `lib` and shared (which of lib's calls, web-data.ts says); `components` and `lib`
 *    are below the app and never import `app/`.
 * 4. The web package never imports the server's source; the shared contract imports nothing of ours.
 */
const RULES: Rule[] = [
  ({ from, to }) => {
    const feature = serverFeatureOf(from);
    const target = serverFeatureOf(to);
    if (feature === null || target === null || feature === target || isTestFile(from)) return null;
    return isPublicFace(to) || isSchemaFile(to) ? null : 'server-feature-face';
  },
  ({ from, to }) => {
    if (!from.startsWith(SERVER) || serverFeatureOf(from) !== null || !to.startsWith(MODULES)) return null;
    if (isTestFile(from)) return null;
    if (from.startsWith(`${SERVER}platform/`))
      return isSchemaFile(from) && isSchemaFile(to) ? null : 'server-outside-features';
    return isPublicFace(to) || isModuleFile(to) ? null : 'server-outside-features';
  },
  ({ from, to }) => {
    const folder = webFolderOf(from);
    if (folder === null || isTestFile(from)) return null;
    if (to.startsWith(`${WEB_APP}${folder}/`) || isWebFace(to)) return null;
    return WEB_ALLOWED.some((prefix) => to.startsWith(prefix)) ? null : 'web-feature-folder';
  },
  ({ from, to }) =>
    (from.startsWith(`${WEB}src/components/`) || from.startsWith(`${WEB}src/lib/`)) && to.startsWith(WEB_APP)
      ? 'web-layers'
      : null,
  ({ from, to }) => (from.startsWith(WEB) && to.startsWith('packages/server/') ? 'web-not-server' : null),
  ({ from, to }) =>
    from.startsWith(SHARED) && !to.startsWith(SHARED) && !isTestFile(from) ? 'shared-alone' : null,
];

/** Every import that breaks a rule, in file order. */
export function violationsOf(edges: ImportEdge[]): Violation[] {
  const out: Violation[] = [];
  for (const edge of edges) {
    if (edge.to === null) continue;
    for (const rule of RULES) {
      const broken = rule({ ...edge, to: edge.to });
      if (broken)
        out.push({
          rule: broken,
          file: edge.from,
          line: edge.line,
          specifier: edge.specifier,
          target: edge.to,
        });
    }
  }
  return out;
}

/** The import cycles (strongly connected groups of files, Tarjan), each listed by its files. */
export function cyclesOf(edges: ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (to === null) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || next.get(node)?.has(node)) cycles.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Cross-feature imports of the server's product code: total, feature pairs and target files (the figures). */
export function crossFeatureCounts(edges: ImportEdge[]): { imports: number; pairs: number; targets: number } {
  const pairs = new Set<string>();
  const targets = new Set<string>();
  let imports = 0;
  for (const { from, to } of edges) {
    const feature = serverFeatureOf(from);
    const target = to === null ? null : serverFeatureOf(to);
    if (feature === null || target === null || to === null || feature === target || isTestFile(from))
      continue;
    imports += 1;
    pairs.add(`${feature}→${target}`);
    targets.add(to);
  }
  return { imports, pairs: pairs.size, targets: targets.size };
}
