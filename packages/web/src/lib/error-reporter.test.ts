// The client's half of error reports: query strings cut, sizes capped to the contract, each error once, a few per page.
import { CLIENT_ERROR_LIMITS, ZClientError } from '@rookery/shared/api/client-errors.actions.ts';
import { describe, expect, it } from 'vitest';
import { clientErrorOf, createReporter, REPORTS_PER_PAGE } from './error-reporter.ts';

describe('clientErrorOf', () => {
  it('cuts query strings and fragments from the message and the stack', () => {
    const error = new TypeError('failed to load https://rookery.app/app/x?token=abc#frag');
    error.stack = 'TypeError: x\n    at f (https://rookery.app/assets/a-1.js?v=secret:1:2)';
    const report = clientErrorOf('error', error);
    expect(report.message).toBe('TypeError: failed to load https://rookery.app/app/x');
    expect(report.stack).toBe('TypeError: x\n    at f (https://rookery.app/assets/a-1.js:1:2)');
    expect(JSON.stringify(report)).not.toMatch(/secret|token|frag/);
  });

  it('stays within the contract whatever was thrown', () => {
    for (const thrown of [new Error('m'.repeat(9000)), 'a string', 42, null, undefined, { odd: true }]) {
      const report = clientErrorOf('rejection', thrown);
      expect(ZClientError.safeParse(report).success).toBe(true);
      expect(report.message.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.messageChars);
    }
  });
});

describe('createReporter', () => {
  it('sends each error once and at most a few per page, and swallows a failed send', async () => {
    const sent: unknown[] = [];
    const reporter = createReporter(async (report) => {
      sent.push(report);
      throw new Error('offline');
    });
    reporter.report('error', new Error('same'));
    reporter.report('error', new Error('same'));
    for (let i = 0; i < 20; i += 1) reporter.report('error', new Error(`loop ${i}`));
    await Promise.resolve();
    expect(sent).toHaveLength(REPORTS_PER_PAGE);
  });
});
