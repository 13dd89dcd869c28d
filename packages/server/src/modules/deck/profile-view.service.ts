// The profile view (RULES.md "Reads and writes" `profilebyid`, RULES.md "Who may see what"): the owner, a candidate
// in the viewer's deck and matches see the public view; the full view (real name, date of birth, kids, private
// photos) only oneself and full matches, and `full=1` from anyone else gets the public view with full 0; voice
// recordings need a match; anyone else gets 403.
import type {
  ProfileView,
  ProfileViewPhoto,
  ProfileViewRecording,
} from '@rookery/shared/api/deck.actions.ts';
import { ageOn, parseDay } from '@rookery/shared/domain/age.ts';
import { starsignOf } from '@rookery/shared/domain/starsign.ts';
import { shownDistance, unitFor } from '@rookery/shared/domain/units.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Matcher, nameAsReceived, textAsReceived } from '../hidden-words/hidden-words.public.ts';
import { asUserId, dayOf } from './deck.service.ts';
import type { ProfileViewRepo, ProfileViewRow } from './profile-view.repo.ts';
import { type Relation, relationFrom, servedSinceAt } from './relation.service.ts';

export interface ProfileViewAnswer {
  profile: ProfileView[];
  images: ProfileViewPhoto[];
  VRs: ProfileViewRecording[];
  full: 0 | 1;
}

export interface ProfileViewDeps {
  repo: ProfileViewRepo;
  clock?: () => Date;
  /** Each photo's link, signed for the viewer and expiring within minutes. */
  photoUrl: (file: string, viewerId: string) => string;
  /** The viewer's hidden words (modules/hidden-words); another's name and texts are folded by them. */
  matcherFor?: ((userId: string) => Promise<Matcher>) | undefined;
}

export function createProfileViewService({
  repo,
  photoUrl,
  matcherFor,
  clock = () => new Date(),
}: ProfileViewDeps) {
  return {
    async view(viewerId: string, rawOwnerId: string, wantsFull: boolean): Promise<ProfileViewAnswer> {
      const ownerId = asUserId(rawOwnerId);
      if (!ownerId) throw new AppError('FORBIDDEN');
      const now = clock();
      // One statement reads the relation with everything it may show; photos and recordings come back only when
      // the relation allows them, and nothing is shown unless the relation checked here allows the view.
      const read = await repo.read(viewerId, ownerId, servedSinceAt(now), wantsFull);
      const relation: Relation = viewerId === ownerId ? 'self' : relationFrom(read.facts);
      if (relation === 'none' || !read.profile) throw new AppError('FORBIDDEN');
      const row = read.profile;
      const full = wantsFull && (relation === 'self' || relation === 'full-match');
      const mayHear = relation === 'self' || relation === 'full-match' || relation === 'basic-match';
      const unit = unitFor(read.viewer.inMiles, read.viewer.deviceCountry, read.viewer.country);
      // One's own profile is never folded: only what another person wrote.
      const hides = relation === 'self' ? null : ((await matcherFor?.(viewerId)) ?? null);
      const profile = publicView(row, relation === 'self' ? null : row.km, unit, now, hides);
      const photos = full ? read.photos : [];
      const recordings = mayHear ? read.recordings : [];
      return {
        profile: [
          full
            ? {
                ...profile,
                real_name: nameAsReceived(row.real_name, hides),
                DOB: row.dob,
                has_kids: row.has_kids,
                want_kids: row.want_kids,
              }
            : profile,
        ],
        images: photos.map((p) => ({
          id: p.id,
          filename: p.filename,
          profile: p.is_profile ? 1 : 0,
          url: photoUrl(p.filename, viewerId),
        })),
        VRs: recordings.map((r) => ({ id: r.id, prompt: r.prompt, filename: r.filename })),
        full: full ? 1 : 0,
      };
    },
  };
}

function publicView(
  row: ProfileViewRow,
  km: number | null,
  unit: 'km' | 'miles',
  now: Date,
  hides: Matcher,
): ProfileView {
  const day = parseDay(dayOf(now));
  const today = day ? new Date(day.year, day.month - 1, day.day) : now;
  // Field by field, so that nothing full-only can reach the public view.
  return {
    user_id: row.user_id,
    display_name: nameAsReceived(row.display_name, hides),
    gender: row.gender,
    tagline: textAsReceived(row.tagline, hides),
    description: textAsReceived(row.description, hides),
    ideal_partner: textAsReceived(row.ideal_partner, hides),
    age: ageOn(row.dob, today),
    starsign: starsignOf(row.dob),
    aiimage: row.aiimage,
    distance: km === null ? null : shownDistance(km, unit),
    distance_unit: unit,
    suburb: row.suburb,
    town: row.town,
    city: row.city,
    state: row.state,
    introvert: row.introvert,
    planner: row.planner,
    explorer: row.explorer,
    earlybird: row.earlybird,
    sweet: row.sweet,
    ...(row.verified ? { verified: 1 as const } : {}),
  };
}

export type ProfileViewService = ReturnType<typeof createProfileViewService>;
