import { describe, expect, it } from 'vitest';
import { isStoredUuid, isUuid, UUID_PATTERN } from './uuid.ts';

const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('uuid', () => {
  it('takes a UUID in any case, and only lower case as stored', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isStoredUuid(id)).toBe(true);
    expect(isStoredUuid(id.toUpperCase())).toBe(false);
  });

  it('refuses anything around or short of one', () => {
    for (const bad of [
      '',
      `${id} `,
      ` ${id}`,
      `${id}x`,
      id.slice(1),
      id.replaceAll('-', ''),
      '../etc/passwd',
      `${id}\n`,
    ]) {
      expect(isUuid(bad)).toBe(false);
      expect(isStoredUuid(bad)).toBe(false);
    }
  });

  it('builds name patterns', () => {
    expect(new RegExp(`^${UUID_PATTERN}\\.jpg$`).test(`${id}.jpg`)).toBe(true);
  });
});
