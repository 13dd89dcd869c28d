// The repository cites its own rules and docs (docs/RULES.md "How to read and cite this page"): over the real tree,
// and over planted trees to show the checker finds a citation of a document outside the repository and of a missing
// heading, in RULES.md or in another doc of ours.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listTextFiles,
  outsideCitations,
  ruleHeadings,
  unknownDocCitations,
  unknownRuleCitations,
} from './rule-citations.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

// Spelled in pieces, so that this file cites nothing itself.
const SPEC = ['SPEC', 'md'].join('.');
const STYLE = ['STYLE', 'md'].join('.');
const RULES = ['RULES', 'md'].join('.');
const OPS = ['OPERATIONS', 'md'].join('.');

describe('the repository’s citations of its rules', () => {
  const files = listTextFiles(REPO);

  it('reads the code, the tests and the docs', () => {
    expect(files).toEqual(
      expect.arrayContaining(['docs/RULES.md', 'README.md', 'packages/shared/src/limits.ts']),
    );
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
    expect([...ruleHeadings(REPO)]).toEqual(expect.arrayContaining(['Validation', 'Matching', 'Budgets']));
  });

  it('cites no document outside the repository (RULES.md says where each rule comes from)', () => {
    expect(outsideCitations(REPO, files)).toEqual([]);
  });

  it('names only headings RULES.md has', () => {
    expect(unknownRuleCitations(REPO, files)).toEqual([]);
  });

  it('names only headings (or bold leads) our other docs have', () => {
    expect(unknownDocCitations(REPO, files)).toEqual([]);
  });
});

describe('the checker bites', () => {
  let root = '';
  const plant = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'rookery-citations-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const rules = [
    '# Product rules',
    '## Validation',
    `From the specification (${SPEC}), section 5, "Validation rules".`,
    '## Money and limits',
    '',
  ].join('\n');

  it('finds a file citing a document outside the repository, and leaves RULES.md’s "From" lines alone', () => {
    const at = plant({
      'docs/RULES.md': `${rules}A line that cites ${SPEC} 9 is not a "From" line.\n`,
      'packages/shared/src/limits.ts': `// Field limits (${SPEC} 9).\nexport const LIMITS = {};\n`,
      'CONTRIBUTING.md': `Code reads as ${STYLE} says.\n`,
      'packages/shared/src/ok.ts': `// Field limits (${RULES} "Validation").\n`,
      'node_modules/x/index.js': `// ${SPEC} 1\n`,
    });
    expect(outsideCitations(at)).toEqual([
      { file: 'CONTRIBUTING.md', line: 1, text: `Code reads as ${STYLE} says.` },
      { file: 'docs/RULES.md', line: 5, text: `A line that cites ${SPEC} 9 is not a "From" line.` },
      { file: 'packages/shared/src/limits.ts', line: 1, text: `// Field limits (${SPEC} 9).` },
    ]);
  });

  it('finds a citation of a heading RULES.md does not have, alone or in a list', () => {
    const at = plant({
      'docs/RULES.md': rules,
      'packages/web/src/a.tsx': `// (${RULES} "Validation", "Money and limits")\n// (${RULES} "Matching")\n`,
      'docs/OPERATIONS.md': `See ${RULES} "Validation" and "Money and limit".\n`,
    });
    expect(unknownRuleCitations(at)).toEqual([
      { file: 'docs/OPERATIONS.md', line: 1, text: '"Money and limit"' },
      { file: 'packages/web/src/a.tsx', line: 2, text: '"Matching"' },
    ]);
  });

  it('finds a citation of another doc’s heading or bold lead that is not there, and none of a doc not ours', () => {
    const at = plant({
      'docs/RULES.md': rules,
      'docs/OPERATIONS.md': '# Operations\n## Calls: signalling and TURN\n**Request ids.** Each request…\n',
      'packages/server/src/a.ts': [
        `// ${OPS} "Calls", "Request ids"`,
        `// docs/${OPS} "Call" and "Metrics"`,
        `// ${SPEC} "Anything" (not ours: outsideCitations' concern)`,
      ].join('\n'),
    });
    expect(unknownDocCitations(at)).toEqual([
      { file: 'packages/server/src/a.ts', line: 2, text: `${OPS} "Call"` },
      { file: 'packages/server/src/a.ts', line: 2, text: `${OPS} "Metrics"` },
    ]);
  });
});
