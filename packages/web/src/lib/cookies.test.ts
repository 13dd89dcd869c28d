import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    const jar = 'rookery_session=abc; email=pip%40example.com; pwresetcode=a%40b.co; emails=nope';
    expect(readCookie(jar, 'email')).toBe('pip@example.com');
    expect(readCookie(jar, 'pwresetcode')).toBe('a@b.co');
    expect(readCookie(jar, 'name')).toBeUndefined();
    expect(readCookie('email=%E0%A4%A', 'email')).toBeUndefined();
  });

  it('writes the path, lifetime and SameSite, and Secure only on https', () => {
    expect(serializeCookie('email', 'pip@example.com', { path: '/app', maxAge: 60, secure: false })).toBe(
      'email=pip%40example.com; Path=/app; Max-Age=60; SameSite=Lax',
    );
    expect(serializeCookie('name', 'Ana; Bo', { path: '/', maxAge: 0, secure: true })).toBe(
      'name=Ana%3B%20Bo; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });

  it('round-trips a profile with any characters', () => {
    const profile = JSON.stringify({ display_name: 'Zoë = "Z"', tagline: 'a; b, c' });
    const cookie = serializeCookie('profile', profile, { path: '/', maxAge: 60, secure: false });
    const jar = `x=1; ${cookie.split(';')[0]}`;
    expect(readCookie(jar, 'profile')).toBe(profile);
  });
});
