// isDatabaseUnavailable: which errors mean "the database is away for a moment" (503) rather than a fault (500).
// The fault-injection suite (security/fault-postgres.test.ts) shows the whole path against a stopped PostgreSQL.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './app-error.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('sees a refused connection, an admin shutdown and a dropped connection through drizzle’s wrapper', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const shutdown = withCode('terminating connection due to administrator command', '57P01');
    const dropped = new Error('Connection terminated unexpectedly');
    for (const cause of [refused, shutdown, dropped]) {
      expect(isDatabaseUnavailable(cause)).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], cause))).toBe(true);
      // The chat's write batcher wraps once more.
      const batch = new Error('storing 1 chat message failed', {
        cause: new DrizzleQueryError('select 1', [], cause),
      });
      expect(isDatabaseUnavailable(batch)).toBe(true);
    }
  });

  it('sees both addresses of a refused connect (AggregateError)', () => {
    const both = new AggregateError([
      withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ]);
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it('leaves real faults alone: a syntax error, a unique violation, a plain bug', () => {
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError('insert', [], withCode('duplicate key', '23505'))),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('a string')).toBe(false);
  });
});
