// Profile rules: a person reads their own profile with their own exact position (API.md 6), and writes only
// their own. The field rules, the 18+ rule among them, are the shared ZProfile the dispatcher has already
// applied on this server's calendar, so what arrives here is a valid profile.
import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import type { ProfileRepo } from './profile.repo.ts';

/**
 * `assertMayRename`: moderation's check that refuses a muted person a new name: every match reads the
 * display name, and full matches the real name, so a rename would be a message the mute forbids.
 */
export function createProfileService(repo: ProfileRepo, assertMayRename: MuteCheck) {
  return {
    async own(
      userId: string,
    ): Promise<{ profile: ProfileRecord[]; haspublic: boolean; hasprivate: boolean }> {
      const [record, media] = await Promise.all([repo.own(userId), repo.mediaFlags(userId)]);
      // haspublic: a selected AI image; hasprivate: at least one private photo (the media hub's two checks).
      return { profile: record ? [record] : [], ...media };
    },

    /** The editor's save: the owner is always the session's person, never anyone the payload names. */
    async save(userId: string, profile: Profile): Promise<void> {
      const names = await repo.names(userId);
      if (names && (names.displayName !== profile.display_name || names.realName !== profile.real_name)) {
        await assertMayRename(userId);
      }
      await repo.upsert(userId, profile);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
