import { describe, expect, it } from 'vitest';
import { siteForHost } from './site.ts';

describe('siteForHost (RULES.md "Names")', () => {
  it.each([
    ['rookery.localhost:3000', 'dating'],
    ['ROOKERY.app', 'dating'],
    ['localhost', 'company'],
    ['localhost:5173', 'company'],
    ['www.icefloelabs.com', 'company'],
    ['127.0.0.1:3000', 'dating'],
    ['[::1]:3000', 'dating'],
    ['my-custom-domain.nz', 'dating'],
  ])('%s → %s', (host, site) => {
    expect(siteForHost(host)).toBe(site);
  });

  it('prefers the dating marker when a host carries both', () => {
    expect(siteForHost('rookery.icefloe.dev')).toBe('dating');
  });

  it('uses the configured markers', () => {
    expect(siteForHost('waddle.test', { dating: 'waddle', company: 'floe' })).toBe('dating');
    expect(siteForHost('floe.test', { dating: 'waddle', company: 'floe' })).toBe('company');
  });
});
