// Profile rules: a person reads their own profile with their own exact position (RULES.md "Who may see what"), and
// writes only their own. The field rules, the 18+ rule among them, are the shared ZProfile the dispatcher has already
// applied on this server's calendar, so what arrives here is a valid profile.
import type { ProfileRecord } from '@rookery/shared/api/auth.actions.ts';
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import type { ProfileRepo } from './profile.repo.ts';

/** What others read of a profile besides the names: a muted person may not change it either. */
const READ_BY_OTHERS = ['tagline', 'description', 'idealPartner'] as const;
const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/**
 * Moderation's mute checks: every match reads the display name (full matches the real name) and the profile's
 * texts, so a new name or a new text would be a message the mute forbids (`assertMayRename`, `assertMayRewrite`).
 */
export function createProfileService(
  repo: ProfileRepo,
  { assertMayRename, assertMayRewrite }: { assertMayRename: MuteCheck; assertMayRewrite: MuteCheck },
) {
  return {
    async own(
      userId: string,
    ): Promise<{ profile: ProfileRecord[]; haspublic: boolean; hasprivate: boolean }> {
      const { record, haspublic, hasprivate } = await repo.own(userId);
      // haspublic: a selected AI image; hasprivate: at least one private photo (the media hub's two checks).
      return { profile: record ? [record] : [], haspublic, hasprivate };
    },

    /** The editor's save: the owner is always the session's person, never anyone the payload names. */
    async save(userId: string, profile: Profile): Promise<void> {
      const before = await repo.texts(userId);
      if (before) {
        if (before.displayName !== profile.display_name || before.realName !== profile.real_name) {
          await assertMayRename(userId);
        }
        const after = {
          tagline: profile.tagline,
          description: profile.description,
          idealPartner: profile.ideal_partner,
        };
        if (READ_BY_OTHERS.some((field) => !sameText(before[field], after[field])))
          await assertMayRewrite(userId);
      }
      await repo.upsert(userId, profile);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
