// The repository cites its own rules and docs (docs/RULES.md "How to read and cite this page"): a file that names one
// of the documents kept outside the repository (the specification, the wire contract, the product decisions, the
// design and the style notes) instead of a section of our own docs, a citation of a heading RULES.md does not have,
// and a citation of another doc of ours by a heading or a bold lead it does not have, are all findings.
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

const SOURCE_DOCUMENT = /\b(?:SPEC|API|PRODUCT|DESIGN|STYLE)\.md\b/;
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

/** Another doc of ours cited by heading: `OPERATIONS.md "PostgreSQL"`, `docs/REFERENCE.md "The tree"`. */
const DOC_CITATION = /\b([A-Z][A-Z0-9-]*\.md) ("[^"\n]+"(?:(?:, |,? and )"[^"\n]+")*)/g;

/** docs/NAME.md, else NAME.md at the root: the doc a citation names, or null for one that is not ours. */
function docFile(root: string, name: string): string | null {
  for (const file of [`docs/${name}`, name]) {
    try {
      if (statSync(path.join(root, file)).isFile()) return file;
    } catch {
      // Not there: try the next place.
    }
  }
  return null;
}

/**
 * What a citation of the doc may name: its headings (any level) and the bold words that open a paragraph or a list
 * item (`**Request ids.**`, `- **Writes only by POST.**`), where a reader finds the rule.
 */
function anchorsOf(root: string, file: string): string[] {
  return linesOf(root, file).flatMap((line) => {
    if (line.startsWith('#')) return [line.replace(/^#+\s*/, '').trim()];
    const bold = /^(?:- )?\*\*([^*]+)\*\*/.exec(line);
    return bold?.[1] ? [bold[1].trim()] : [];
  });
}

/** A cited name finds an anchor that is it, or starts with it and goes on after a word's end ("Calls" → "Calls: …"). */
const names = (anchor: string, cited: string) =>
  anchor === cited || (anchor.startsWith(cited) && !/[\p{L}\p{N}]/u.test(anchor.charAt(cited.length)));

/**
 * Citations of our other docs (docs/*.md and the root's *.md, RULES.md aside: unknownRuleCitations) that name a
 * heading or bold lead the doc does not have: a reader following one finds nothing.
 */
export function unknownDocCitations(root: string, files = listTextFiles(root)): CitationFinding[] {
  const anchors = new Map<string, string[]>();
  const found: CitationFinding[] = [];
  for (const file of files) {
    linesOf(root, file).forEach((text, index) => {
      for (const citation of text.matchAll(DOC_CITATION)) {
        const name = citation[1] ?? '';
        const doc = name === 'RULES.md' ? null : docFile(root, name);
        if (doc === null) continue;
        if (!anchors.has(doc)) anchors.set(doc, anchorsOf(root, doc));
        const known = anchors.get(doc) ?? [];
        for (const [, heading] of (citation[2] ?? '').matchAll(/"([^"]+)"/g)) {
          if (heading && !known.some((anchor) => names(anchor, heading)))
            found.push({ file, line: index + 1, text: `${name} "${heading}"` });
        }
      }
    });
  }
  return found;
}
