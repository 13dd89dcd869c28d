// isDatabaseUnavailable: which errors mean "the database is away for a moment" (503) rather than a fault (500).
// The fault-injection suite (security/fault-postgres.test.ts) shows the whole path against a stopped PostgreSQL.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isOutOfSpace } from './app-error.ts';

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

  it('sees a lock or statement timeout (security/fault-table-lock.test.ts shows the whole path)', () => {
    const lock = withCode('canceling statement due to lock timeout', '55P03');
    const statement = withCode('canceling statement due to statement timeout', '57014');
    for (const cause of [lock, statement]) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], cause))).toBe(true);
    }
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

describe('isOutOfSpace', () => {
  it("sees the kernel's ENOSPC and EDQUOT and PostgreSQL's disk_full, through drizzle's wrapper", () => {
    const disk = withCode("ENOSPC: no space left on device, write '/data/media/.tmp/x.tmp'", 'ENOSPC');
    const quota = withCode('EDQUOT: disk quota exceeded', 'EDQUOT');
    const postgres = withCode('could not extend file "base/16384/16385": No space left on device', '53100');
    for (const cause of [disk, quota, postgres]) {
      expect(isOutOfSpace(new DrizzleQueryError('insert', [], cause))).toBe(true);
    }
    expect(isOutOfSpace(withCode('duplicate key', '23505'))).toBe(false);
    expect(isOutOfSpace(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false);
  });
});
