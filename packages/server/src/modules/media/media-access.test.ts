// The download rules of RULES.md "Who may see what", with the relation lookups (the deck's relations, the chat's
// rooms) stood in for.
import { describe, expect, it } from 'vitest';
import { createMediaAccess, type Relation } from './media-access.ts';

function accessAs(relation: Exclude<Relation, 'self'>) {
  return createMediaAccess({
    relationOf: async () => relation,
    isRoomMember: async () => relation !== 'none',
  });
}

async function allowed(relation: Exclude<Relation, 'self'>) {
  const access = accessAs(relation);
  return {
    AIImage: await access.mayDownload('AIImage', 'viewer', 'owner'),
    ProfileImage: await access.mayDownload('ProfileImage', 'viewer', 'owner'),
    VoiceRecording: await access.mayDownload('VoiceRecording', 'viewer', 'owner'),
  };
}

describe('media access', () => {
  it('follows RULES.md "Who may see what" for each relation', async () => {
    expect(await allowed('none')).toEqual({ AIImage: false, ProfileImage: false, VoiceRecording: false });
    expect(await allowed('candidate')).toEqual({ AIImage: true, ProfileImage: false, VoiceRecording: false });
    expect(await allowed('basic-match')).toEqual({
      AIImage: true,
      ProfileImage: false,
      VoiceRecording: true,
    });
    expect(await allowed('full-match')).toEqual({ AIImage: true, ProfileImage: true, VoiceRecording: true });
  });

  it('always lets the owner see their own files, whatever the lookups say', async () => {
    const access = accessAs('none');
    for (const type of ['AIImage', 'ProfileImage', 'VoiceRecording'] as const) {
      expect(await access.mayDownload(type, 'me', 'me')).toBe(true);
    }
  });

  it('treats everyone else as a stranger (none) until matches exist', async () => {
    const today = createMediaAccess();
    expect(await today.relation('a', 'b')).toBe('none');
    expect(await today.mayDownload('AIImage', 'a', 'b')).toBe(false);
    expect(await today.mayDownloadChatImage('a', 'room')).toBe(false);
  });
});
