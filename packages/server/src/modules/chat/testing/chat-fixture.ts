// Test fixture: two matched people (a room) and helpers to end the match, for the chat's socket tests.
import { eq } from 'drizzle-orm';
import type { TestServer } from '../../../testing/test-server.ts';
import { pairOf } from '../../deck/decisions.repo.ts';
import { createPerson, type PersonSpec, type SignedInPerson } from '../../deck/testing/people.ts';
import { matches } from '../chat.schema.ts';

export interface Pair {
  a: SignedInPerson;
  b: SignedInPerson;
  room: string;
}

/** A match row between two people (basic unless `fullMatch`); answers the room id. */
export async function matchPeople(
  server: TestServer,
  one: { id: string },
  other: { id: string },
  fullMatch = false,
): Promise<string> {
  const [userA, userB] = pairOf(one.id, other.id);
  const [row] = await server.database.db
    .insert(matches)
    .values({ userA, userB, fullMatch })
    .returning({ id: matches.id });
  if (!row) throw new Error('match not written');
  return row.id;
}

export async function matchedPair(
  server: TestServer,
  specs: { a?: PersonSpec; b?: PersonSpec; fullMatch?: boolean } = {},
): Promise<Pair> {
  const a = await createPerson(server, specs.a ?? {});
  const b = await createPerson(server, specs.b ?? {});
  return { a, b, room: await matchPeople(server, a, b, specs.fullMatch ?? false) };
}

/** Ends the match as unmatch, report or block would (the safety module's own writes are not needed here). */
export async function endMatch(server: TestServer, room: string): Promise<void> {
  await server.database.db
    .update(matches)
    .set({ endedAt: new Date(), endedReason: 'unmatch' })
    .where(eq(matches.id, room));
}
