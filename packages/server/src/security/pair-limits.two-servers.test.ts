// The per-pair limits hold across servers: two servers on one database and one Redis (REDIS_URL); a
// person ringing the same match through both, alternately, is stopped at the one limit of the pair, and so are
// date requests. Runs only with REDIS_URL (.ci/run sets it); skipped otherwise.
import { PAIR_LIMIT_TEXT, PAIR_LIMITS } from '@rookery/shared/limits.ts';
import { describe, expect, it } from 'vitest';
import { make } from '../testing/factories.ts';
import { emitAck, fieldsOf, type TestSocket } from '../testing/socket-client.ts';
import { useTwoServers } from '../testing/two-servers-fixture.ts';

const { REDIS_URL } = process.env;
const ATTEMPTS = 20;

describe.skipIf(!REDIS_URL)('per-pair limits on two servers (needs REDIS_URL)', () => {
  const servers = useTwoServers(REDIS_URL);

  async function socketsOf(person: { cookie: string }): Promise<TestSocket[]> {
    return Promise.all(servers.urls.map((url) => servers.socketOn(url, person.cookie)));
  }

  it('adds up rings and date requests sent through both servers', async () => {
    const pair = await make.room(servers.one);
    const sockets = await socketsOf(pair.a);
    let rings = 0;
    let dates = 0;
    let refused: Record<string, unknown> | null = null;
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const socket = sockets[i % 2] as TestSocket;
      const rang = fieldsOf(await emitAck(socket, 'joinavchat', { room: pair.room, vctype: 'audio' }));
      if (rang.success) {
        rings += 1;
        await emitAck(socket, 'endcall', { room: pair.room });
      } else refused ??= rang;
      const datedb = new Date(Date.now() + 86_400_000 * (i + 1)).toISOString();
      const asked = fieldsOf(await emitAck(socket, 'setdate', { room: pair.room, datedb, location: 'Cafe' }));
      if (asked.success) dates += 1;
    }
    console.info(`[pair-limits two servers] rings ${rings}, date requests ${dates} of ${ATTEMPTS}`);
    expect(rings).toBe(PAIR_LIMITS.callRingsPerHour);
    expect(dates).toBe(PAIR_LIMITS.dateRequestsPerHour);
    expect(refused?.error).toBe(PAIR_LIMIT_TEXT.callRings(Number(refused?.retryAfter)));
  });
});
