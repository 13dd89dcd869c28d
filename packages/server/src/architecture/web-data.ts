// The web app's one way for server state and forms (docs/REFERENCE.md "Calls, queries and forms in the web app"),
// checked over the source: every call of an /api action is made in the `api/` folder of the feature whose contract
// declares it, and only `api/` folders import the calls of lib/api-client.ts and lib/upload-client.ts (screens import
// its words: messageOf, isUnauthorized); TanStack Query's hooks and queryOptions live in `api/` folders; query and mutation keys come from the
// feature's one key factory (`api/<folder>-keys.ts`), never an array written where the key is used; a form is held
// by lib/schema-form.ts (react-hook-form over a shared schema), never by useForm or safeParse of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { contractActions } from './feature-names.ts';
import { isTestFile, isWebApiFile, listSources } from './import-graph.ts';

export type WebDataRule =
  | 'call-outside-its-feature'
  | 'client-outside-api'
  | 'query-outside-api'
  | 'inline-key'
  | 'key-factory'
  | 'form-outside-house-hook';

export const WEB_DATA_RULES: readonly WebDataRule[] = [
  'call-outside-its-feature',
  'client-outside-api',
  'query-outside-api',
  'inline-key',
  'key-factory',
  'form-outside-house-hook',
];

export interface WebDataFinding {
  rule: WebDataRule;
  file: string;
  line: number;
  /** What was found: the call, the key, the hook. */
  found: string;
}

const WEB_SRC = 'packages/web/src';
const WEB_APP = `${WEB_SRC}/app/`;
const CONTRACTS = 'packages/shared/src/api';
const CONTRACT_FILE = /^([a-z0-9-]+)\.actions\.ts$/;
const HOUSE_FORM = `${WEB_SRC}/lib/schema-form.ts`;

/** TanStack Query's hooks and option builders: a screen uses a feature's hook instead. */
const QUERY_CALLS = new Set([
  'useQuery',
  'useQueries',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'useMutation',
  'useMutationState',
  'useIsMutating',
  'queryOptions',
  'infiniteQueryOptions',
]);

/** A key factory (`chatKeys`) or one key (`devicesKey`, `SHARED_DATES_KEY`); not a keyboard's keys (`DECK_KEYS`). */
const QUERY_KEY_NAME = /^[a-z][A-Za-z0-9]*Keys?$|_KEY$/;

/** What makes a call: lib/api-client.ts's calls, and anything of lib/upload-client.ts. */
const CALL_CLIENT = `${WEB_SRC}/lib/api-client.ts`;
const UPLOAD_CLIENT = `${WEB_SRC}/lib/upload-client.ts`;
const CLIENT_CALLS = new Set(['apiGet', 'apiPost', 'unwrap', 'signIn', 'signOut']);

/** The calls that name an /api action by its first argument. */
const ACTION_CALLS = new Set(['apiGet', 'apiPost']);

/** Which contract declares each action (`shared/api/<contract>.actions.ts`). */
export function actionContracts(root: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const name of readdirSync(path.join(root, CONTRACTS))) {
    const contract = CONTRACT_FILE.exec(name)?.[1];
    if (!contract) continue;
    for (const action of contractActions(root, `${CONTRACTS}/${name}`)) owners.set(action, contract);
  }
  return owners;
}

/** The web folder a file of `app/` is in, or null for the app's root files. */
function webFolderOf(file: string): string | null {
  if (!file.startsWith(WEB_APP)) return null;
  const parts = file.slice(WEB_APP.length).split('/');
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** `date-safety` → `dateSafetyKeys`: the name of a folder's key factory. */
export function keyFactoryName(folder: string): string {
  return `${folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Keys`;
}

/** An object or array literal, also `as const` or `satisfies …`: what a key or key factory is written as. */
function isKeyLiteral(node: ts.Expression | undefined): boolean {
  let value = node;
  while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
  return value !== undefined && (ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value));
}

function calleeName(node: ts.CallExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The findings of one source file of web/src (tests and testing/ aside). */
export function webDataFindingsOf(
  file: string,
  text: string,
  contracts: ReadonlyMap<string, string>,
): WebDataFinding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: WebDataFinding[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const inApp = file.startsWith(WEB_APP);
  const folder = webFolderOf(file);
  const inApi = isWebApiFile(file);
  const keysFile = folder !== null && inApi && file === `${WEB_APP}${folder}/api/${folder}-keys.ts`;

  const visit = (node: ts.Node): void => {
    if (
      inApp &&
      !inApi &&
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.importClause !== undefined
    ) {
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(file), node.moduleSpecifier.text),
      );
      const named = node.importClause.namedBindings;
      const names = named && ts.isNamedImports(named) ? named.elements.map((one) => one.name.text) : [];
      const calls =
        target === UPLOAD_CLIENT
          ? ['upload-client']
          : target === CALL_CLIENT
            ? names.filter((n) => CLIENT_CALLS.has(n))
            : [];
      for (const call of calls) out.push({ rule: 'client-outside-api', file, line: at(node), found: call });
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const first = node.arguments[0];
      if (name && ACTION_CALLS.has(name) && inApp && first && ts.isStringLiteralLike(first)) {
        const owner = contracts.get(first.text);
        if (!inApi || owner === undefined || folder !== owner)
          out.push({
            rule: 'call-outside-its-feature',
            file,
            line: at(node),
            found: `${name}('${first.text}')`,
          });
      }
      if (name && QUERY_CALLS.has(name) && inApp && !inApi)
        out.push({ rule: 'query-outside-api', file, line: at(node), found: name });
      if (name === 'useForm' && file !== HOUSE_FORM)
        out.push({ rule: 'form-outside-house-hook', file, line: at(node), found: 'useForm' });
      if (name === 'safeParse' && inApp && !inApi)
        out.push({ rule: 'form-outside-house-hook', file, line: at(node), found: 'safeParse' });
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'queryKey' || node.name.text === 'mutationKey') &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      out.push({ rule: 'inline-key', file, line: at(node), found: node.getText(source) });
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      QUERY_KEY_NAME.test(node.name.text) &&
      isKeyLiteral(node.initializer) &&
      !(keysFile && folder !== null && node.name.text === keyFactoryName(folder))
    ) {
      out.push({ rule: 'key-factory', file, line: at(node), found: node.name.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every finding of the web app's source under the repository `root`. */
export function webDataFindings(root: string): WebDataFinding[] {
  const contracts = actionContracts(root);
  const files: string[] = [];
  listSources(root, WEB_SRC, files);
  return files
    .filter((file) => !isTestFile(file))
    .flatMap((file) => webDataFindingsOf(file, readFileSync(path.join(root, file), 'utf8'), contracts));
}
