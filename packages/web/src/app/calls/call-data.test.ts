import { describe, expect, it } from 'vitest';
import { readCallData } from './call-data.ts';

const match = {
  match_id: 'c0000000-0000-4000-8000-000000000003',
  my_id: 'a0000000-0000-4000-8000-000000000001',
  user_id: 'b0000000-0000-4000-8000-000000000002',
  full_match: 1,
  real_name: 'Ada Lovelace',
  display_name: 'Ada',
  imageid: 'd0000000-0000-4000-8000-000000000004',
};

describe('readCallData', () => {
  it('reads the chat’s call data from the navigation state', () => {
    const data = readCallData({ vcdata: { action: 'callee', vctype: 'video', match } });
    expect(data).toEqual({
      action: 'callee',
      vctype: 'video',
      match: { ...match, profileimage: match.imageid },
    });
  });

  it('refuses a missing or malformed state, so the screen goes back', () => {
    expect(readCallData(null)).toBeUndefined();
    expect(readCallData({})).toBeUndefined();
    expect(readCallData({ vcdata: { action: 'host', vctype: 'video', match } })).toBeUndefined();
    expect(readCallData({ vcdata: { action: 'caller', vctype: 'screen', match } })).toBeUndefined();
    expect(
      readCallData({ vcdata: { action: 'caller', vctype: 'audio', match: { ...match, match_id: 'x' } } }),
    ).toBeUndefined();
  });

  it('treats anything but 1 as a basic match', () => {
    const data = readCallData({
      vcdata: { action: 'caller', vctype: 'audio', match: { ...match, full_match: '0' } },
    });
    expect(data?.match.full_match).toBe(0);
  });
});
