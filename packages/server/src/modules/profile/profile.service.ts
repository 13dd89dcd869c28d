// Profile rules for the read side: a person sees their own profile with their own exact position (API.md 6).
import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import type { ProfileRepo } from './profile.repo.ts';

export function createProfileService(repo: ProfileRepo) {
  return {
    async own(
      userId: string,
    ): Promise<{ profile: ProfileRecord[]; haspublic: boolean; hasprivate: boolean }> {
      const record = await repo.own(userId);
      // haspublic/hasprivate mean a selected AI image and a private photo; both arrive with the media module.
      return { profile: record ? [record] : [], haspublic: false, hasprivate: false };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
