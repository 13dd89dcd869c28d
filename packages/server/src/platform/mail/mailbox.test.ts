// mailboxOf: the spellings of one mailbox meet; different mailboxes stay apart.
import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.ts';

describe('mailboxOf', () => {
  it.each([
    ['Ana.Lee+news@Gmail.com', 'analee@gmail.com'],
    ['a.n.a.lee@googlemail.com', 'analee@gmail.com'],
    ['  Bo+x+y@Example.COM ', 'bo@example.com'],
    ['bo.chen@example.com', 'bo.chen@example.com'],
    ['+only@example.com', '+only@example.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
