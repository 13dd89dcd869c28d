// What seeded people did with each other: a few decisions each about people nearby (the same cell of about
// 55 km) whose gender they look for, mutual accepts made into matches (a quarter of them full), the match notifications, and a short
// chat in most matches. Each pair is decided only while seeding its newer member, so no pair comes up twice.

import { DECK_TEXT } from '../modules/deck/deck.public.ts';
import { type NoteText, naming } from '../modules/notifications/notifications.public.ts';
import type { Gender, Preference, SeedPerson } from './seed-people.ts';
import type { Random } from './seed-random.ts';
import { chatLines } from './seed-words.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** How many recent people of each area and gender are kept as possible targets. */
const RECENT = 40;

export interface SeedDecision {
  userId: string;
  targetId: string;
  kind: 'accept' | 'decline' | 'chill';
  decidedAt: Date;
}

export interface SeedMatch {
  id: string;
  userA: string;
  userB: string;
  fullMatch: boolean;
  createdAt: Date;
}

export interface SeedNotification extends NoteText {
  userId: string;
  title: string;
  createdAt: Date;
  readAt: Date | null;
}

export interface SeedMessage {
  roomId: string;
  fromId: string;
  chattext: string;
  createdAt: Date;
}

export interface SeedRelations {
  decisions: SeedDecision[];
  matches: SeedMatch[];
  notifications: SeedNotification[];
  messages: SeedMessage[];
}

interface Recent {
  id: string;
  displayName: string;
  gender: Gender;
  preference: Preference;
  lastActiveAt: Date;
}

const accepts = (preference: Preference, gender: Gender) =>
  preference === 'Any' || (preference === 'Man' ? gender === 'Male' : gender === 'Female');

/** About 55 km a side: people there can reach each other with the common distances. */
function areaOf(person: SeedPerson): string {
  const cosLat = Math.max(0.1, Math.cos((person.latitude * Math.PI) / 180));
  return `${Math.floor(person.latitude * 2)}:${Math.floor(person.longitude * 2 * cosLat)}`;
}

const GENDERS: Record<Preference, Gender[]> = {
  Man: ['Male'],
  Woman: ['Female'],
  Any: ['Male', 'Female', 'Other'],
};

export function createRelations(r: Random, now: Date) {
  const recent = new Map<string, Recent[]>();
  const between = (from: Date, to: Date) =>
    new Date(from.getTime() + r.next() * Math.max(0, to.getTime() - from.getTime()));

  /** The decisions and matches of one new person with people seeded before them. */
  function of(person: SeedPerson, out: SeedRelations): void {
    const pool: Recent[] = [];
    for (const gender of GENDERS[person.preference]) {
      for (const other of recent.get(`${areaOf(person)}:${gender}`) ?? []) {
        if (accepts(other.preference, person.gender)) pool.push(other);
      }
    }
    const wanted = Math.min(
      pool.length,
      r.weighted([
        [1, 2],
        [2, 3],
        [3, 3],
        [4, 3],
        [6, 2],
        [8, 1],
      ]),
    );
    for (let i = 0; i < wanted; i++) {
      const j = i + Math.floor(r.next() * (pool.length - i));
      const target = pool[j] as Recent;
      pool[j] = pool[i] as Recent;
      pool[i] = target;
      const since = new Date(Math.max(now.getTime() - 60 * DAY, person.createdAt.getTime()));
      const decidedAt = between(since, person.lastActiveAt);
      const kind = r.weighted<SeedDecision['kind']>([
        ['accept', 45],
        ['decline', 40],
        ['chill', 15],
      ]);
      out.decisions.push({ userId: person.id, targetId: target.id, kind, decidedAt });
      if (kind === 'accept' && r.chance(0.4)) {
        const theirs = between(decidedAt, target.lastActiveAt > decidedAt ? target.lastActiveAt : now);
        out.decisions.push({ userId: target.id, targetId: person.id, kind: 'accept', decidedAt: theirs });
        match(person, target, theirs, out);
      } else if (r.chance(0.15)) {
        out.decisions.push({ userId: target.id, targetId: person.id, kind: 'decline', decidedAt });
      }
    }
    const key = `${areaOf(person)}:${person.gender}`;
    const list = recent.get(key) ?? [];
    if (list.length >= RECENT) list.splice(r.int(0, RECENT - 1), 1);
    list.push({
      id: person.id,
      displayName: person.displayName,
      gender: person.gender,
      preference: person.preference,
      lastActiveAt: person.lastActiveAt,
    });
    recent.set(key, list);
  }

  function match(person: SeedPerson, other: Recent, createdAt: Date, out: SeedRelations): void {
    const [userA, userB] = person.id < other.id ? [person.id, other.id] : [other.id, person.id];
    const id = r.uuid();
    out.matches.push({ id, userA, userB, fullMatch: r.chance(0.25), createdAt });
    for (const [userId, about] of [
      [person.id, { userId: other.id, name: other.displayName }],
      [other.id, { userId: person.id, name: person.displayName }],
    ] as const) {
      out.notifications.push({
        userId,
        title: DECK_TEXT.match.title,
        ...naming(about, (name) => `You and ${name} like each other. Say hello!`),
        createdAt,
        readAt: r.chance(0.8) ? new Date(createdAt.getTime() + r.int(1, 600) * MINUTE) : null,
      });
    }
    if (!r.chance(0.7)) return;
    const lines = chatLines(r, r.int(2, 14));
    let at = createdAt.getTime() + r.int(5, 600) * MINUTE;
    let from = r.chance(0.5) ? person.id : other.id;
    for (const chattext of lines) {
      if (at > now.getTime()) break;
      out.messages.push({ roomId: id, fromId: from, chattext, createdAt: new Date(at) });
      // Mostly taking turns, sometimes two in a row; minutes to a day apart.
      if (r.chance(0.8)) from = from === person.id ? other.id : person.id;
      at += r.chance(0.7) ? r.int(1, 30) * MINUTE : r.int(1, 24) * 60 * MINUTE;
    }
  }

  return { of };
}

export function emptyRelations(): SeedRelations {
  return { decisions: [], matches: [], notifications: [], messages: [] };
}
