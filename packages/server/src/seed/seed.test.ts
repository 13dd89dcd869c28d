// `npm run seed`: a seeded population is complete, deckable, found by the real deck and matches APIs, keeps the
// deck copy the triggers would have written, has chats in its matches, and has plausible shares; the command line
// answers mistakes with sentences.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, sessionCookieOf, signInWithEmail } from '../modules/auth/testing/auth-test-kit.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { SeedError } from './seed-error.ts';
import { seedAiKey } from './seed-media.ts';
import { parseSeedCommand } from './seed-options.ts';
import { SEED_EMAIL_DOMAIN, SEED_PASSWORD } from './seed-people.ts';
import { countRows, type SeedSummary, seedPopulation } from './seed-run.ts';

const PEOPLE = 300;
let server: TestServer;
let summary: SeedSummary;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows ?? []) as T[];
}

beforeAll(async () => {
  server = await startTestServer();
  summary = await seedPopulation(server.database.db, server.app.services.storage, {
    users: PEOPLE,
    seed: 7,
    fresh: false,
    countries: ['NZ'],
    batchSize: 120,
  });
}, 120_000);
afterAll(() => server.close());

describe('a seeded population', () => {
  it('is complete: every person verified, with a profile, settings, position, selected AI image and photo', async () => {
    expect(summary.people).toBe(PEOPLE);
    const [counts] = await rows<Record<string, number | string>>(sql`
      select count(*) as people,
             count(*) filter (where u.verified and u.accept_tc and u.status = 'active' and u.password_hash is not null)
               as in_standing,
             count(p.user_id) filter (where p.display_name <> '' and p.tagline <> '' and p.description <> ''
               and p.ideal_partner <> '' and p.real_name <> '') as profiles,
             count(s.user_id) filter (where s.gps_distance between 10 and 200) as settings,
             count(l.user_id) filter (where l.latitude is not null and l.country = 'New Zealand') as positions,
             count(*) filter (where exists (select 1 from ai_images i where i.user_id = u.id and i.is_profile))
               as images,
             count(*) filter (where exists (select 1 from private_photos f where f.user_id = u.id)) as photos,
             count(d.user_id) as in_deck, count(*) filter (where d.deckable) as deckable,
             count(*) filter (where u.last_active_at > now() - interval '30 days') as active_this_month
      from users u
      left join profiles p on p.user_id = u.id
      left join user_settings s on s.user_id = u.id
      left join user_locations l on l.user_id = u.id
      left join deck_positions d on d.user_id = u.id
      where u.email like ${`%@${SEED_EMAIL_DOMAIN}`}`);
    const n = (key: string) => Number(counts?.[key]);
    for (const key of [
      'people',
      'in_standing',
      'profiles',
      'settings',
      'positions',
      'images',
      'photos',
      'in_deck',
    ]) {
      expect(n(key), key).toBe(PEOPLE);
    }
    // Only the few who chose to be unlisted are out of the deck.
    expect(n('deckable')).toBeGreaterThan(PEOPLE * 0.93);
    expect(n('active_this_month')).toBeGreaterThan(PEOPLE * 0.8);
  });

  it('writes the deck copy the triggers would have written', async () => {
    const snapshot = sql`select to_jsonb(d) - 'updated_at' as row from deck_positions d order by user_id`;
    const seeded = await rows<{ row: unknown }>(snapshot);
    // Replays drizzle/0004's position trigger (which snaps and then runs 0005's deck_refresh) on every person.
    await server.database.db.execute(sql`update user_locations set latitude = latitude`);
    expect(await rows<{ row: unknown }>(snapshot)).toEqual(seeded);
  });

  it('stores the shared placeholder pictures once, and points the AI images at them', async () => {
    const keys = await rows<{ storage_key: string }>(sql`select distinct storage_key from ai_images`);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.length).toBeLessThanOrEqual(6);
    for (const { storage_key } of keys) {
      expect(storage_key.startsWith('seed/ai-')).toBe(true);
      expect((await server.app.services.storage.get(storage_key))?.contentType).toBe('image/png');
    }
    expect(await server.app.services.storage.get(seedAiKey(0))).not.toBeNull();
  });

  it('has plausible shares of genders, preferences and ages', async () => {
    const [shares] = await rows<Record<string, number | string>>(sql`
      select count(*) filter (where gender = 'Male') as men, count(*) filter (where gender = 'Female') as women,
             count(*) filter (where gender = 'Other') as other,
             count(*) filter (where (gender = 'Male' and preference = 'Woman')
                                 or (gender = 'Female' and preference = 'Man')) as straight,
             count(*) filter (where date_part('year', age(dob)) between 25 and 45) as age_25_45,
             min(date_part('year', age(dob))) as youngest, max(date_part('year', age(dob))) as oldest
      from profiles`);
    const n = (key: string) => Number(shares?.[key]);
    expect(n('men') / PEOPLE).toBeGreaterThan(0.38);
    expect(n('women') / PEOPLE).toBeGreaterThan(0.38);
    expect(n('other') / PEOPLE).toBeLessThan(0.1);
    expect(n('straight') / PEOPLE).toBeGreaterThan(0.7);
    expect(n('age_25_45') / PEOPLE).toBeGreaterThan(0.5);
    expect(n('youngest')).toBeGreaterThanOrEqual(18);
    expect(n('oldest')).toBeLessThanOrEqual(80);
  });

  it('has decisions, matches with notifications, and chats in most matches', async () => {
    const [counts] = await rows<Record<string, number | string>>(sql`
      select (select count(*) from decisions) as decisions, (select count(*) from matches) as matches,
             (select count(*) from matches m where exists (select 1 from chat_messages c where c.room_id = m.id))
               as chatting,
             (select count(*) from chat_messages c join matches m on m.id = c.room_id
              where c.from_id not in (m.user_a, m.user_b)) as strangers_writing,
             (select count(*) from matches m where not exists (
                select 1 from decisions d where d.user_id = m.user_a and d.target_id = m.user_b and d.kind = 'accept')
              or not exists (
                select 1 from decisions d where d.user_id = m.user_b and d.target_id = m.user_a and d.kind = 'accept'))
               as without_accepts,
             (select count(*) from notifications) as notifications`);
    const n = (key: string) => Number(counts?.[key]);
    expect(n('decisions')).toBeGreaterThan(PEOPLE);
    expect(n('matches')).toBeGreaterThan(10);
    expect(n('chatting') / n('matches')).toBeGreaterThan(0.5);
    expect(n('strangers_writing')).toBe(0);
    expect(n('without_accepts')).toBe(0);
    expect(n('notifications')).toBe(2 * n('matches'));
  });
});

describe('through the API', () => {
  it('signs a seeded person in with the documented password and shows them candidates', async () => {
    // Straight women of 25–40 in the densest place: the likeliest to have men around who fit them.
    const viewers = await rows<{ email: string }>(sql`
      select u.email from users u join profiles p on p.user_id = u.id join deck_positions d on d.user_id = u.id
      where d.deckable and p.gender = 'Female' and p.preference = 'Man'
        and date_part('year', age(p.dob)) between 25 and 40
      order by (select count(*) from deck_positions o where o.zone / 2 = d.zone / 2) desc, u.email
      limit 10`);
    let shown = 0;
    for (const { email } of viewers) {
      const signedIn = await signInWithEmail(server, email, SEED_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      const deck = (await apiGet(server, 'matchlist', { cookie: sessionCookieOf(signedIn) })).json();
      expect(deck.success).toBe(true);
      shown = deck.matches.length;
      if (shown > 0) {
        for (const card of deck.matches) expect(card.gender).toBe('Male');
        break;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('lists a seeded match with its last message', async () => {
    const [member] = await rows<{ email: string; room: string }>(sql`
      select u.email, m.id as room from matches m join users u on u.id = m.user_a
      where exists (select 1 from chat_messages c where c.room_id = m.id) order by m.id limit 1`);
    expect(member).toBeDefined();
    const signedIn = await signInWithEmail(server, member?.email ?? '', SEED_PASSWORD);
    const answer = (await apiGet(server, 'matches', { cookie: sessionCookieOf(signedIn) })).json();
    const listed = answer.matches.find((m: { match_id: string }) => m.match_id === member?.room);
    expect(listed?.lastchattext).toEqual(expect.any(String));
    expect(listed?.lastchattype).toBe('text');
  });

  it('refuses strangers', async () => {
    expect((await apiGet(server, 'matchlist')).statusCode).toBe(401);
  });

  it('shows a full match the other person’s pictures', async () => {
    const [pair] = await rows<{
      email: string;
      other: string;
      image: string;
      photo: string;
      key: string;
      me: string;
    }>(sql`
      select u.email, u.id as me, m.user_b as other, i.id as image, f.filename as photo, f.storage_key as key
      from matches m join users u on u.id = m.user_a
      join ai_images i on i.user_id = m.user_b and i.is_profile
      join private_photos f on f.user_id = m.user_b
      where m.full_match and m.ended_at is null order by m.id limit 1`);
    expect(pair).toBeDefined();
    if (!pair) return;
    const cookie = sessionCookieOf(await signInWithEmail(server, pair.email, SEED_PASSWORD));
    const get = (query: string) =>
      server.app.inject({ method: 'GET', url: `/download?${query}`, headers: { cookie } });
    const image = await get(`type=AIImage&file=${pair.image}.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Another person's private photo through a link signed for the viewer.
    const photo = await get(
      server.app.services.privateLinks.photoUrl(pair.photo, pair.me).replace('/download?', ''),
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(pair.key).toMatch(/^seed\/photo-\d\.jpg$/);
  });
});

describe('running again', () => {
  it('refuses countries the gazetteer does not know, before touching anything', async () => {
    await expect(
      seedPopulation(server.database.db, server.app.services.storage, {
        users: 10,
        seed: 1,
        fresh: true,
        countries: ['ZZ'],
      }),
    ).rejects.toThrow(
      new SeedError('The gazetteer has no towns in ZZ; give ISO country codes such as NZ or AU.'),
    );
    expect((await countRows(server.database.db)).users).toBe(PEOPLE);
  });

  it('refuses to add to an earlier population without --fresh, and replaces it with --fresh', async () => {
    // The path for roles that may not set session_replication_role: only the deck triggers are turned off.
    const again = { users: 40, seed: 8, countries: ['NZ'], batchSize: 25, triggerMode: 'alter' as const };
    await expect(
      seedPopulation(server.database.db, server.app.services.storage, { ...again, fresh: false }),
    ).rejects.toThrow(
      new SeedError('The database already holds 300 seeded people; add --fresh to replace them.'),
    );
    const replaced = await seedPopulation(server.database.db, server.app.services.storage, {
      ...again,
      fresh: true,
    });
    expect(replaced.removed).toBe(PEOPLE);
    expect(replaced.counts.users).toBe(40);
    expect(replaced.counts.deck_positions).toBe(40);
    const [deck] = await rows<{ deckable: number | string; triggers_on: number | string }>(sql`
      select (select count(*) from deck_positions where deckable) as deckable,
             (select count(*) from pg_trigger where tgname like 'deck_%' and tgenabled = 'O') as triggers_on`);
    expect(Number(deck?.deckable)).toBeGreaterThan(35);
    expect(Number(deck?.triggers_on)).toBe(6);
    const [orphans] = await rows<{ n: number | string }>(
      sql`select count(*) as n from matches where user_a is null or user_b is null`,
    );
    expect(Number(orphans?.n)).toBe(0);
  }, 60_000);
});

describe('deleting a seeded person', () => {
  it('keeps the shared pictures everyone else points at', async () => {
    const [person] = await rows<{ id: string; ai: string; photo: string }>(sql`
      select u.id, i.storage_key as ai, f.storage_key as photo from users u
      join ai_images i on i.user_id = u.id join private_photos f on f.user_id = u.id
      where u.email like ${`%@${SEED_EMAIL_DOMAIN}`} order by u.id limit 1`);
    expect(person?.photo).toMatch(/^seed\/photo-\d\.jpg$/);
    if (!person) return;
    await server.app.services.accounts.deleteAccount(person.id, 'self');
    expect(await rows(sql`select 1 from users where id = ${person.id}`)).toHaveLength(0);
    const storage = server.app.services.storage;
    expect(await storage.get(person.ai)).not.toBeNull();
    expect(await storage.get(person.photo)).not.toBeNull();
  });
});

describe('the command line', () => {
  const parse =
    (...argv: string[]) =>
    () =>
      parseSeedCommand(argv, {});

  it('reads the options, with defaults', () => {
    expect(parseSeedCommand(['--users', '100_000', '--fresh'], { DATABASE_URL: 'postgres://x/db' })).toEqual({
      users: 100_000,
      seed: 42,
      fresh: true,
      countries: ['NZ'],
      databaseUrl: 'postgres://x/db',
    });
    expect(parseSeedCommand(['--users', '5', '--countries', 'all'], {}).countries).toEqual([]);
    expect(parseSeedCommand(['--users', '5', '--countries', 'nz, au'], {}).countries).toEqual(['NZ', 'AU']);
  });

  it('answers mistakes with a sentence', () => {
    expect(parse()).toThrow(/--users is required/);
    expect(parse('--users', '0')).toThrow('--users must be a whole number from 1 to 10,000,000.');
    expect(parse('--users', 'many')).toThrow('--users must be a whole number');
    expect(parse('--users', '5', '--countries', 'New Zealand')).toThrow(
      '--countries must be two-letter ISO codes',
    );
    expect(parse('--users', '5', '--database-url', 'mysql://x')).toThrow(
      '--database-url must be a postgres:// URL.',
    );
    expect(parse('--users', '5', '--colour')).toThrow(SeedError);
  });
});
