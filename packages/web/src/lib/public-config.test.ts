import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './public-config.ts';

describe('public config: the sign-in providers', () => {
  it('reads which providers the server has, as booleans', () => {
    const config = parsePublicConfig({ signIn: { google: true, facebook: 'yes' } }, 'rookery.localhost');
    expect(config.signIn).toEqual({ google: true, facebook: false });
  });

  it('leaves them unknown when the page does not say', () => {
    expect(parsePublicConfig({ product: 'Rookery' }, 'rookery.localhost').signIn).toBeUndefined();
  });
});
