// Tests wait for what they count (docs/REFERENCE.md "Tests wait for what they count"): a fixed sleep in test code
// is a finding unless the test is about time passing and says so beside it (`// time passes: why`). A sleep is a
// timer that resolves a promise (`new Promise((resolve) => setTimeout(resolve, ms))`), a call of a helper made of
// one (`sleep`, `pause`), or Playwright's `waitForTimeout`. Not sleeps: the step of a loop that polls a condition
// (the loop is the wait on what is counted), and a deadline raced against what is awaited (`Promise.race`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SleepFinding {
  file: string;
  line: number;
  text: string;
}

/** The comment that keeps a sleep: the test is about time passing, and it says why. */
export const TIME_PASSES = /\/\/.*\btime passes: \S/;

const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'results']);
const TEST_FILE = /\.(?:test|spec)\.tsx?$/;

/** Test code, repo-relative: test and spec files, `testing/` folders, and e2e's helpers. */
export function testCodeFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        if (TEST_FILE.test(entry.name) || rel.includes('/testing/') || rel.startsWith('e2e/')) out.push(rel);
      }
    }
  };
  for (const top of ['packages', 'e2e']) if (existsSync(path.join(root, top))) walk(top);
  return out.sort();
}

/**
 * The `new Promise(…)` that `call` is the whole executor of, when the timer only settles it: `new Promise((resolve)
 * => setTimeout(resolve, ms))` or `… setTimeout(() => resolve(x), ms)`. A timer beside other work in its executor
 * (an event that resolves first) is a deadline, not a sleep.
 */
function sleepPromiseOf(call: ts.CallExpression): ts.NewExpression | null {
  if (call.expression.getText() !== 'setTimeout') return null;
  let executor: ts.Node = call.parent;
  if (
    ts.isExpressionStatement(executor) &&
    ts.isBlock(executor.parent) &&
    executor.parent.statements.length === 1
  ) {
    executor = executor.parent.parent;
  }
  if (!ts.isArrowFunction(executor) && !ts.isFunctionExpression(executor)) return null;
  const promise = executor.parent;
  if (!ts.isNewExpression(promise) || promise.expression.getText() !== 'Promise') return null;
  const resolve = executor.parameters[0]?.name;
  const [callback] = call.arguments;
  if (!resolve || !ts.isIdentifier(resolve) || !callback) return null;
  const settles =
    (ts.isIdentifier(callback) && callback.text === resolve.text) ||
    (ts.isArrowFunction(callback) &&
      ts.isCallExpression(callback.body) &&
      callback.body.expression.getText() === resolve.text);
  return settles ? promise : null;
}

/** The helper a sleep promise is the whole of (`const sleep = (ms) => new Promise(…)`, or returned by a function). */
function helperNamed(promise: ts.NewExpression): string | null {
  const outer = promise.parent;
  if (
    ts.isArrowFunction(outer) &&
    ts.isVariableDeclaration(outer.parent) &&
    ts.isIdentifier(outer.parent.name)
  ) {
    return outer.parent.name.text;
  }
  if (ts.isReturnStatement(outer)) {
    const fn = outer.parent.parent;
    if (fn && ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  }
  return null;
}

/** Whether a statement inside `loop` (not inside a function of its own) leaves it: break, return or throw. */
function exits(loop: ts.Node): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found || ts.isFunctionLike(node)) return;
    if (ts.isBreakStatement(node) || ts.isReturnStatement(node) || ts.isThrowStatement(node)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(loop, visit);
  return found;
}

/**
 * A loop that polls: `while` and `do` (their condition or an exit is what they wait for), and a counted `for` that
 * leaves once something holds or whose condition reads more than its own counter. Iterating (`for … of`, a counter
 * alone) is not polling: a sleep there is fixed, once per item.
 */
function isPollLoop(node: ts.Node): boolean {
  if (ts.isWhileStatement(node) || ts.isDoStatement(node)) return true;
  if (!ts.isForStatement(node)) return false;
  if (exits(node)) return true;
  const own = new Set<string>();
  if (node.initializer && ts.isVariableDeclarationList(node.initializer)) {
    for (const declaration of node.initializer.declarations) {
      if (ts.isIdentifier(declaration.name)) own.add(declaration.name.text);
    }
  }
  let readsMore = false;
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child) && !own.has(child.text) && !/^[A-Z_0-9]+$/.test(child.text)) readsMore = true;
    ts.forEachChild(child, visit);
  };
  if (node.condition) visit(node.condition);
  return readsMore;
}

/** Inside a polling loop of its own function (a poll's step), or an argument of Promise.race (a deadline). */
function isPollOrDeadline(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (isPollLoop(at)) return true;
    if (ts.isCallExpression(at) && at.expression.getText() === 'Promise.race') return true;
    if (ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) return false;
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && !ts.isNewExpression(at.parent)) {
      // A callback passed on (`Array.from(…, async () => …)`) runs where it is called: keep looking outwards only
      // through a promise executor.
      return false;
    }
  }
  return false;
}

function explained(lines: string[], line: number): boolean {
  return [line, line - 1, line - 2].some((at) => at >= 0 && TIME_PASSES.test(lines[at] ?? ''));
}

interface Parsed {
  source: ts.SourceFile;
  lines: string[];
  /** Sleep helpers this file declares. */
  helpers: Set<string>;
}

function parse(root: string, file: string): Parsed {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const helpers = new Set<string>();
  const visit = (node: ts.Node) => {
    const promise = ts.isCallExpression(node) ? sleepPromiseOf(node) : null;
    const helper = promise && helperNamed(promise);
    if (helper) helpers.add(helper);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { source, lines: text.split('\n'), helpers };
}

/** The sleep helpers a file may call: its own, and those it imports from another file of test code. */
function helpersIn(file: string, parsed: Map<string, Parsed>): Set<string> {
  const own = parsed.get(file);
  const names = new Set(own?.helpers);
  for (const statement of own?.source.statements ?? []) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = path.posix.normalize(
      path.posix.join(path.posix.dirname(file), statement.moduleSpecifier.text),
    );
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (parsed.get(from)?.helpers.has(imported)) names.add(element.name.text);
    }
  }
  return names;
}

/** Every unexplained fixed sleep in the given files (repo-relative). */
export function fixedSleeps(root: string, files: string[]): SleepFinding[] {
  const parsed = new Map(files.map((file) => [file, parse(root, file)]));
  const findings: SleepFinding[] = [];
  for (const file of files) {
    const { source, lines } = parsed.get(file) as Parsed;
    const helpers = helpersIn(file, parsed);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const promise = sleepPromiseOf(node);
        const sleeps =
          (ts.isPropertyAccessExpression(callee) && callee.name.text === 'waitForTimeout') ||
          (ts.isIdentifier(callee) && helpers.has(callee.text)) ||
          (promise !== null && helperNamed(promise) === null);
        if (sleeps && !isPollOrDeadline(node)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          if (!explained(lines, line))
            findings.push({ file, line: line + 1, text: (lines[line] ?? '').trim() });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}
