// The fair ceiling of error reports: each network's share survives a spent ceiling, one network never
// passes its budget whatever addresses it uses, the memory holds at most `networksKept` networks, and a new window
// starts afresh.
import { describe, expect, it } from 'vitest';
import { limitKeyOf } from '../http/client-address.ts';
import { createReportBudget, networkOf } from './report-budget.ts';

const rule = { ceiling: 100, networkShare: 3, perNetwork: 60, networksKept: 1000, windowMs: 600_000 };
const allowedOf = (results: { allowed: boolean }[]) => results.filter((r) => r.allowed).length;

describe('report budget', () => {
  it('names networks: an IPv4 /24 and an IPv6 /48', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf(limitKeyOf('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1::/48');
    expect(networkOf(limitKeyOf('::ffff:198.51.100.7'))).toBe('198.51.100.0/24');
  });

  it('holds one network to its budget, over any of its addresses, while the ceiling has room', () => {
    const budget = createReportBudget(rule);
    const results = Array.from({ length: 200 }, (_, i) => budget.take(`203.0.113.${i % 250}`));
    expect(allowedOf(results)).toBe(rule.perNetwork);
  });

  it('keeps each network its share after others spent the ceiling, and refuses the rest with Retry-After', () => {
    let now = 0;
    const budget = createReportBudget(rule, () => now);
    for (let n = 0; n < 10; n += 1) for (let i = 0; i < 60; i += 1) budget.take(`10.0.${n}.1`);
    const late = Array.from({ length: 5 }, () => budget.take('192.0.2.1'));
    expect(allowedOf(late)).toBe(rule.networkShare);
    expect(late.at(-1)).toEqual({ allowed: false, retryAfter: 600 });
    now = rule.windowMs;
    expect(budget.take('10.0.0.1').allowed).toBe(true);
  });

  it('counts at most networksKept networks; past them the ceiling alone decides', () => {
    const budget = createReportBudget(rule);
    const results = Array.from({ length: 5000 }, (_, i) => budget.take(`10.${i >> 8}.${i & 255}.1`));
    expect(budget.networks()).toBe(rule.networksKept);
    // Every kept network's share, and the ceiling once.
    expect(allowedOf(results)).toBe(rule.networksKept + rule.ceiling);
  });
});
