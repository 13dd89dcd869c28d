// Writes seeded people in batches: one transaction per batch, one INSERT … SELECT FROM unnest($1::uuid[], …) per
// table (arrays as single parameters: a batch of 10k rows is one statement and a handful of parameters, the same
// on PGlite and PostgreSQL), with the deck's triggers off and their work done set-wise (seed-deck-copy.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/db-client.ts';
import { deckCopySql, setDeckTriggers } from './seed-deck-copy.ts';
import type { SeedPerson } from './seed-people.ts';
import type { SeedRelations } from './seed-relations.ts';

export interface SharedRows {
  passwordHash: string;
  /** Storage keys of the placeholder AI images and photos, by number. */
  aiKeys: string[];
  photoKeys: string[];
  aiDescriptions: readonly string[];
}

const p = <T>(values: T[]) => sql.param(values);
const iso = (d: Date) => d.toISOString();
const col = <T, V>(rows: T[], pick: (row: T) => V) => p(rows.map(pick));

function peopleStatements(people: SeedPerson[], shared: SharedRows): SQL[] {
  const ids = col(people, (x) => x.id);
  return [
    sql`insert into users (id, email, name, source, password_hash, verified, accept_tc, status, pebbles, created_at,
                           last_active_at)
        select id, email, name, 'Email', ${shared.passwordHash}, true, true, 'active', 3, c, l
        from unnest(${ids}::uuid[], ${col(people, (x) => x.email)}::text[], ${col(people, (x) => x.realName)}::text[],
                    ${col(people, (x) => iso(x.createdAt))}::timestamptz[],
                    ${col(people, (x) => iso(x.lastActiveAt))}::timestamptz[]) t(id, email, name, c, l)`,
    // The welcome pebbles of a new account, with their ledger row as the app writes them.
    sql`insert into pebble_ledger (user_id, delta, reason, created_at)
        select id, 3, 'welcome', c from unnest(${ids}::uuid[], ${col(people, (x) => iso(x.createdAt))}::timestamptz[]) t(id, c)`,
    sql`insert into profiles (user_id, display_name, dob, gender, description, ideal_partner, tagline, real_name,
                              preference, younger, older, has_kids, want_kids, introvert, planner, explorer, earlybird,
                              sweet, created_at, updated_at)
        select id, dn, dob, g, d, ip, tl, rn, pr, y, o, hk, wk, s1, s2, s3, s4, s5, c, c
        from unnest(${ids}::uuid[], ${col(people, (x) => x.displayName)}::text[], ${col(people, (x) => x.dob)}::date[],
                    ${col(people, (x) => x.gender)}::text[], ${col(people, (x) => x.description)}::text[],
                    ${col(people, (x) => x.idealPartner)}::text[], ${col(people, (x) => x.tagline)}::text[],
                    ${col(people, (x) => x.realName)}::text[], ${col(people, (x) => x.preference)}::text[],
                    ${col(people, (x) => x.younger)}::int[], ${col(people, (x) => x.older)}::int[],
                    ${col(people, (x) => x.hasKids)}::bool[], ${col(people, (x) => x.wantKids)}::text[],
                    ${col(people, (x) => x.sliders[0])}::int[], ${col(people, (x) => x.sliders[1])}::int[],
                    ${col(people, (x) => x.sliders[2])}::int[], ${col(people, (x) => x.sliders[3])}::int[],
                    ${col(people, (x) => x.sliders[4])}::int[], ${col(people, (x) => iso(x.createdAt))}::timestamptz[])
             t(id, dn, dob, g, d, ip, tl, rn, pr, y, o, hk, wk, s1, s2, s3, s4, s5, c)`,
    sql`insert into user_settings (user_id, gps_distance, gps_in_miles, listed, pushnotifs)
        select id, km, mi, li, 'na'
        from unnest(${ids}::uuid[], ${col(people, (x) => x.distanceKm)}::int[], ${col(people, (x) => x.inMiles)}::bool[],
                    ${col(people, (x) => x.listed)}::bool[]) t(id, km, mi, li)`,
    // The names are of the town's centre, not of the position, so others may see them too.
    sql`insert into user_locations (user_id, latitude, longitude, accuracy, located_at, suburb, town, city, state,
                                    country, shown_suburb, shown_town, shown_city, shown_state, shown_country,
                                    shown_named, device_country, updated_at)
        select id, lat, lon, 20, la, su, tw, ci, st, co, su, tw, ci, st, co, true, dc, la
        from unnest(${ids}::uuid[], ${col(people, (x) => x.latitude)}::float8[], ${col(people, (x) => x.longitude)}::float8[],
                    ${col(people, (x) => iso(x.lastActiveAt))}::timestamptz[], ${col(people, (x) => x.place.suburb)}::text[],
                    ${col(people, (x) => x.place.town)}::text[], ${col(people, (x) => x.place.city)}::text[],
                    ${col(people, (x) => x.place.state)}::text[], ${col(people, (x) => x.place.country)}::text[],
                    ${col(people, (x) => x.deviceCountry)}::text[]) t(id, lat, lon, la, su, tw, ci, st, co, dc)`,
    sql`insert into ai_images (id, user_id, style, description, storage_key, provider, is_profile, created_at)
        select iid, id, st, de, k, 'local', true, c
        from unnest(${col(people, (x) => x.aiImageId)}::uuid[], ${ids}::uuid[], ${col(people, (x) => x.aiStyle)}::text[],
                    ${col(people, (x) => shared.aiDescriptions[x.aiPlaceholder] ?? '')}::text[],
                    ${col(people, (x) => shared.aiKeys[x.aiPlaceholder] ?? '')}::text[],
                    ${col(people, (x) => iso(x.createdAt))}::timestamptz[]) t(iid, id, st, de, k, c)`,
    sql`insert into private_photos (id, user_id, filename, is_profile, storage_key, created_at)
        select pid, id, f, true, k, c
        from unnest(${col(people, (x) => x.photoId)}::uuid[], ${ids}::uuid[], ${col(people, (x) => x.photoFilename)}::text[],
                    ${col(people, (x) => shared.photoKeys[x.photoPlaceholder] ?? '')}::text[],
                    ${col(people, (x) => iso(x.createdAt))}::timestamptz[]) t(pid, id, f, k, c)`,
    deckCopySql(people.map((x) => x.id)),
  ];
}

function relationStatements(rel: SeedRelations): SQL[] {
  const out: SQL[] = [];
  const { decisions, matches, notifications, messages } = rel;
  if (decisions.length > 0) {
    out.push(sql`insert into decisions (user_id, target_id, kind, decided_at)
      select u, t, k, d from unnest(${col(decisions, (x) => x.userId)}::uuid[], ${col(decisions, (x) => x.targetId)}::uuid[],
                                    ${col(decisions, (x) => x.kind)}::text[],
                                    ${col(decisions, (x) => iso(x.decidedAt))}::timestamptz[]) t(u, t, k, d)`);
  }
  if (matches.length > 0) {
    out.push(sql`insert into matches (id, user_a, user_b, full_match, created_at)
      select i, a, b, f, c from unnest(${col(matches, (x) => x.id)}::uuid[], ${col(matches, (x) => x.userA)}::uuid[],
                                       ${col(matches, (x) => x.userB)}::uuid[], ${col(matches, (x) => x.fullMatch)}::bool[],
                                       ${col(matches, (x) => iso(x.createdAt))}::timestamptz[]) t(i, a, b, f, c)`);
  }
  if (notifications.length > 0) {
    out.push(sql`insert into notifications (user_id, title, notification, created_at, read_at, about_user_id, about_at,
                                            about_length)
      select u, ti, n, c, r, au, aa, al
      from unnest(${col(notifications, (x) => x.userId)}::uuid[], ${col(notifications, (x) => x.title)}::text[],
                  ${col(notifications, (x) => x.notification)}::text[],
                  ${col(notifications, (x) => iso(x.createdAt))}::timestamptz[],
                  ${col(notifications, (x) => (x.readAt ? iso(x.readAt) : null))}::timestamptz[],
                  ${col(notifications, (x) => x.aboutUserId)}::uuid[], ${col(notifications, (x) => x.aboutAt)}::int[],
                  ${col(notifications, (x) => x.aboutLength)}::int[])
           t(u, ti, n, c, r, au, aa, al)`);
  }
  if (messages.length > 0) {
    // In order, so that ids (the room's order and read positions) follow the times.
    out.push(sql`insert into chat_messages (room_id, from_id, type, chattext, created_at)
      select r, f, 'text', t, c
      from unnest(${col(messages, (x) => x.roomId)}::uuid[], ${col(messages, (x) => x.fromId)}::uuid[],
                  ${col(messages, (x) => x.chattext)}::text[], ${col(messages, (x) => iso(x.createdAt))}::timestamptz[])
           with ordinality m(r, f, t, c, o)
      order by o`);
    // Each member has read the room up to their own last message; what the other wrote after it is unread.
    out.push(sql`insert into chat_reads (room_id, user_id, last_read, updated_at)
      select room_id, from_id, max(id), max(created_at) from chat_messages
      where room_id = any(${p([...new Set(messages.map((x) => x.roomId))])}::uuid[])
      group by room_id, from_id`);
  }
  return out;
}

/**
 * How the batch turns the deck's triggers off. `replica` (a superuser, and PGlite) sets session_replication_role
 * for the transaction, which also skips the per-row foreign-key checks (the rows are consistent by construction):
 * a third less work on PGlite. `alter` disables just the deck triggers, for roles that may not do that.
 */
export type TriggerMode = 'replica' | 'alter';

export async function triggerModeOf(db: Db): Promise<TriggerMode> {
  const result = await db.execute(sql`select rolsuper from pg_roles where rolname = current_user`);
  const row = (result as unknown as { rows: { rolsuper: boolean }[] }).rows[0];
  return row?.rolsuper ? 'replica' : 'alter';
}

export async function writeBatch(
  db: Db,
  mode: TriggerMode,
  people: SeedPerson[],
  relations: SeedRelations,
  shared: SharedRows,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Inside the transaction: a crash puts the triggers back, and no other session writes while they are off
    // (ALTER TABLE holds its lock until the commit; SET LOCAL ends with the transaction).
    const off =
      mode === 'replica' ? [sql`set local session_replication_role = replica`] : setDeckTriggers(false);
    for (const statement of off) await tx.execute(statement);
    for (const statement of peopleStatements(people, shared)) await tx.execute(statement);
    for (const statement of relationStatements(relations)) await tx.execute(statement);
    if (mode === 'alter') for (const statement of setDeckTriggers(true)) await tx.execute(statement);
  });
}
