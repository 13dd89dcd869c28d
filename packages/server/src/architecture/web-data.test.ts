// The web app's one way for calls, queries and forms (docs/ARCHITECTURE.md "Calls, queries and forms in the web
// app"): the check runs over the real source, and over planted files to show each rule finds its break.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  actionContracts,
  keyFactoryName,
  WEB_DATA_RULES,
  type WebDataFinding,
  webDataFindings,
  webDataFindingsOf,
} from './web-data.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const APP = 'packages/web/src/app';
const where = (finding: WebDataFinding) => `${finding.file}:${finding.line} ${finding.found}`;

describe('the web app’s calls, queries and forms', () => {
  const findings = webDataFindings(REPO);

  it('knows which contract declares each action', () => {
    const contracts = actionContracts(REPO);
    expect(contracts.get('menudata')).toBe('account');
    expect(contracts.get('profilebyid')).toBe('deck');
    expect(contracts.get('sethiddenwords')).toBe('hidden-words');
  });

  it.each(WEB_DATA_RULES)('%s: nothing breaks it', (rule) => {
    // A call in the api/ of its contract's feature; hooks and queryOptions there too; keys from the feature's
    // factory; a form through lib/schema-form.ts.
    expect(findings.filter((finding) => finding.rule === rule).map(where)).toEqual([]);
  });
});

describe('the web check bites', () => {
  const contracts = new Map([
    ['matches', 'matches'],
    ['menudata', 'account'],
  ]);
  const check = (file: string, text: string) =>
    webDataFindingsOf(file, text, contracts).map(
      (finding) => `${finding.rule} ${finding.line} ${finding.found}`,
    );

  it("finds a call outside its contract's api/ folder, and accepts it inside", () => {
    const call =
      "import { apiGet } from '../../lib/api-client.ts';\nexport const read = () => apiGet('matches');\n";
    expect(check(`${APP}/matches/api/matches.ts`, call)).toEqual([]);
    expect(check(`${APP}/matches/matches-screen.tsx`, call)).toEqual([
      'client-outside-api 1 apiGet',
      "call-outside-its-feature 2 apiGet('matches')",
    ]);
    expect(check(`${APP}/chat/api/chat.ts`, call)).toEqual(["call-outside-its-feature 2 apiGet('matches')"]);
  });

  it('finds a call imported outside an api/ folder, and lets screens import the words', () => {
    const screen = [
      "import { apiPost, messageOf } from '../../lib/api-client.ts';",
      "import { uploadForm } from '../../lib/upload-client.ts';",
      "import { isUnauthorized } from '../../lib/api-client.ts';",
      '',
    ].join('\n');
    expect(check(`${APP}/media/crop-dialog.tsx`, screen)).toEqual([
      'client-outside-api 1 apiPost',
      'client-outside-api 2 upload-client',
    ]);
    expect(check(`${APP}/media/api/photos.ts`, screen)).toEqual([]);
  });

  it('finds a query hook or queryOptions outside an api/ folder', () => {
    const screen = [
      "import { useQuery, queryOptions } from '@tanstack/react-query';",
      'const read = queryOptions({ queryKey: matchesKeys.list, queryFn: () => 1 });',
      'export const Screen = () => useQuery(read);',
      '',
    ].join('\n');
    expect(check(`${APP}/matches/matches-screen.tsx`, screen)).toEqual([
      'query-outside-api 2 queryOptions',
      'query-outside-api 3 useQuery',
    ]);
    expect(check(`${APP}/matches/api/matches.ts`, screen)).toEqual([]);
  });

  it('finds a key written where it is used, and a key factory outside the feature’s keys file', () => {
    expect(check(`${APP}/matches/api/matches.ts`, "export const q = { queryKey: ['matches'] };\n")).toEqual([
      "inline-key 1 queryKey: ['matches']",
    ]);
    expect(check(`${APP}/matches/api/matches.ts`, "export const matchesKeys = { list: ['m'] };\n")).toEqual([
      'key-factory 1 matchesKeys',
    ]);
    expect(
      check(`${APP}/matches/api/matches-keys.ts`, "export const matchesKeys = { list: ['m'] };\n"),
    ).toEqual([]);
    expect(check(`${APP}/matches/api/matches-keys.ts`, "export const listKey = ['m'] as const;\n")).toEqual([
      'key-factory 1 listKey',
    ]);
    expect(keyFactoryName('date-safety')).toBe('dateSafetyKeys');
  });

  it('finds a form held by useForm or checked with safeParse of its own', () => {
    const form = [
      "import { useForm } from 'react-hook-form';",
      'export const F = () => useForm();',
      'export const ok = (v: unknown) => ZName.safeParse(v);',
      '',
    ].join('\n');
    expect(check(`${APP}/settings/name-form.tsx`, form)).toEqual([
      'form-outside-house-hook 2 useForm',
      'form-outside-house-hook 3 safeParse',
    ]);
    expect(check('packages/web/src/sites/dating/forms/contact.tsx', form)).toEqual([
      'form-outside-house-hook 2 useForm',
    ]);
    expect(check('packages/web/src/lib/schema-form.ts', form)).toEqual([]);
  });
});
