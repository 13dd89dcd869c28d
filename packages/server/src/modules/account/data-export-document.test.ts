// What a person downloads, held still: the whole export of one seeded person (data-export.test.ts's, with a row in
// every section and media of every kind), as JSON and as a zip, compared with testing/data-export.golden.txt. The
// sections come from many features' folders; a change to any of them that changes the document fails here, and an
// intended one is written into the golden file by `npx vitest run <this file> -u` and read in review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { seedEverything } from './testing/export-seed.ts';
import { unzip } from './testing/unzip.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** The test people's addresses: `p-` and the start of their id. */
const EMAIL = /p-[0-9a-f-]{13}@example\.test/g;
/** Times of the run (the seed's own are in 2030 and stay). */
const TIME = /\b(?!2030-)\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g;
const DAY = /rookery-data-\d{4}-\d\d-\d\d/g;

/** The text with what differs from run to run named instead: each id and address by its first appearance. */
function normalised(text: string): string {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  const name = (kind: string) => (value: string) => {
    let named = names.get(value);
    if (!named) {
      const count = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, count);
      named = `<${kind} ${count}>`;
      names.set(value, named);
    }
    return named;
  };
  return text
    .replace(UUID, name('id'))
    .replace(EMAIL, name('email'))
    .replace(TIME, '<time>')
    .replace(DAY, 'rookery-data-<day>');
}

describe('the data export’s document', () => {
  it('is the golden one, as JSON and as a zip', async () => {
    const { me } = await seedEverything(server);
    const json = await apiGet(server, 'exportdata', { cookie: me.cookie });
    const zip = await apiGet(server, 'exportdata&format=zip', { cookie: me.cookie });
    expect([json.statusCode, zip.statusCode]).toEqual([200, 200]);
    const entries = await unzip(zip.rawPayload);
    const text = [
      `== ${json.headers['content-disposition']} (${json.headers['content-type']})`,
      json.body,
      `== ${zip.headers['content-disposition']} (${zip.headers['content-type']}): its files in order`,
      ...entries.keys(),
      '== data.json in the zip',
      entries.get('data.json')?.toString() ?? '',
    ].join('\n');
    await expect(normalised(text)).toMatchFileSnapshot('./testing/data-export.golden.txt');
  });
});
