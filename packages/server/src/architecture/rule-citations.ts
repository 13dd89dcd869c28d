// The repository cites its own rules (docs/RULES.md "How to read and cite this page"): a file that names one of the
// four source documents kept outside the repository (the specification, the wire contract, the product decisions and
// the design) instead of a section of docs/RULES.md, and a citation of a heading RULES.md does not have, are both
// findings.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const RULES_FILE = 'docs/RULES.md';

/** A line that breaks the rule: where, and what it says. */
export interface CitationFinding {
  file: string;
  line: number;
  text: string;
}

/** Folders never read: packages, build output, run-time data and test reports. */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'results',
]);
const TEXT = /\.(?:[cm]?[jt]sx?|json|sql|md|css|html|ya?ml|sh|toml|conf|template|example)$/;

const SOURCE_DOCUMENT = /\b(?:SPEC|API|PRODUCT|DESIGN)\.md\b/;
/** One section (`RULES.md "Validation"`) or several (`RULES.md "Matching", "Money and limits"`). */
const RULES_CITATION = /RULES\.md ("[^"\n]+"(?:(?:, |,? and )"[^"\n]+")*)/g;

/** Every text file of the repository (repo-relative), outside the folders above. */
export function listTextFiles(root: string, dir = '', out: string[] = []): string[] {
  for (const name of readdirSync(path.join(root, dir))) {
    if (SKIPPED.has(name) || name.startsWith('.data-')) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(root, rel)).isDirectory()) listTextFiles(root, rel, out);
    else if (TEXT.test(name) || !name.includes('.') || name === 'Dockerfile') out.push(rel);
  }
  return out;
}

function linesOf(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text.includes('\0') ? [] : text.split('\n');
}

/** The `## ` headings of docs/RULES.md: what a citation may name. */
export function ruleHeadings(root: string): Set<string> {
  return new Set(
    linesOf(root, RULES_FILE)
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3).trim()),
  );
}

/**
 * Lines that cite a source document kept outside the repository. RULES.md's own "From …" lines, which say where each
 * section comes from, are the one place that names them.
 */
export function outsideCitations(root: string, files = listTextFiles(root)): CitationFinding[] {
  const found: CitationFinding[] = [];
  for (const file of files) {
    linesOf(root, file).forEach((text, index) => {
      if (!SOURCE_DOCUMENT.test(text)) return;
      if (file === RULES_FILE && text.startsWith('From ')) return;
      found.push({ file, line: index + 1, text: text.trim() });
    });
  }
  return found;
}

/** Citations of docs/RULES.md that name a heading it does not have (one finding per unknown heading). */
export function unknownRuleCitations(root: string, files = listTextFiles(root)): CitationFinding[] {
  const headings = ruleHeadings(root);
  const found: CitationFinding[] = [];
  for (const file of files) {
    linesOf(root, file).forEach((text, index) => {
      for (const citation of text.matchAll(RULES_CITATION)) {
        for (const [, heading] of (citation[1] ?? '').matchAll(/"([^"]+)"/g)) {
          if (heading && !headings.has(heading)) found.push({ file, line: index + 1, text: `"${heading}"` });
        }
      }
    });
  }
  return found;
}
