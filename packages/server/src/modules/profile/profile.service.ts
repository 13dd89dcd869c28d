// Profile rules: a person reads their own profile with their own exact position (API.md 6), and writes only
// their own. The field rules, the 18+ rule among them, are the shared ZProfile the dispatcher has already
// applied on this server's calendar, so what arrives here is a valid profile.
import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import type { ProfileRepo } from './profile.repo.ts';

export function createProfileService(repo: ProfileRepo) {
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
      await repo.upsert(userId, profile);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
