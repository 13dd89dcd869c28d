// The account emails: the product's look, the code large, the safety note, and every value escaped.
import { describe, expect, it } from 'vitest';
import { codeMail, emailChangedMail, signinPausedMail } from './auth.mail.ts';

const brand = { product: 'Rookery', supportEmail: 'support@rookery.app' };

describe('account emails', () => {
  it('show the code large in the navy frame with the safety note, in HTML and text', () => {
    const mail = codeMail(
      'reset',
      'ana@example.test',
      { name: 'Ana', code: '0421', link: 'https://rookery.app/app/resetpassword?token=abc' },
      brand,
    );
    expect(mail.subject).toBe('0421 is your Rookery password reset code');
    expect(mail.html).toContain('background:#0b2545');
    expect(mail.html).toMatch(/font:700 36px[^"]*letter-spacing:12px">0421</);
    expect(mail.html).toContain('Rookery will never ask for this code.');
    expect(mail.text).toContain('    0421');
    expect(mail.text).toContain('The code works for 15 minutes.');
    expect(mail.text).toContain('https://rookery.app/app/resetpassword?token=abc');
    expect(mail.html).toContain('href="https://rookery.app/app/resetpassword?token=abc"');
  });

  it('escape what people typed, and take names from the configuration', () => {
    const name = '<script>alert("x")</script>';
    const mail = codeMail(
      'verify',
      'a@b.co',
      { name, code: '1234', link: 'https://p.co/app/verify?token=x"><b>' },
      { product: 'Penguin & Co', supportEmail: 'help@p.co' },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><b>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.html).toContain('Penguin &#38; Co');
    expect(mail.subject).toBe('1234 is your Penguin & Co verification code');
    const notice = emailChangedMail(
      'old@b.co',
      { name, oldEmail: 'old@b.co', newEmail: '"><img src=x>@b.co' },
      brand,
    );
    expect(notice.html).not.toContain('<img');
    expect(notice.text).toContain('from old@b.co to "><img src=x>@b.co');
  });

  it('tell the owner that sign-in is paused, for how long, and how to end it with a reset', () => {
    const mail = signinPausedMail('ana@b.co', { name: '<b>Ana</b>', wait: '1 minute' }, brand);
    expect(mail.subject).toBe('Signing in to your Rookery account is paused for 1 minute');
    expect(mail.text).toContain('Hi <b>Ana</b>,');
    expect(mail.text).toContain('several wrong passwords');
    expect(mail.text).toContain('reset your password now with "Forgot password"');
    expect(mail.html).not.toContain('<b>Ana');
    expect(mail.html).toContain('support@rookery.app');
  });
});
