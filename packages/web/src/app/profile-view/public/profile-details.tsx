// The profile itself (RULES.md "Entities"): the AI image, name and age, starsign, gender, place and
// distance, tagline, description and ideal partner; in the full view also the real name, kids, photos. A full
// match's real photo leads (profile-hero.tsx). The Verified badge beside the name.
import type {
  ProfileView,
  ProfileViewPhoto,
  ProfileViewRecording,
} from '@rookery/shared/api/deck.actions.ts';
import { Baby, LockKeyhole, MapPin, Star, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { VerifiedBadge } from '../../face-check/public/verified-badge.tsx';
import type { Sliders } from '../personality-geometry.ts';
import { PersonalityPicture } from '../personality-picture.tsx';
import { ProfileHero } from '../profile-hero.tsx';
import { PrivatePhotos, VoiceRecordings } from '../profile-media.tsx';
import { ageText, distanceText, genderText, kidsText, placeText } from '../profile-view-text.ts';

interface ProfileDetailsProps {
  view: ProfileView;
  full: boolean;
  images: ProfileViewPhoto[];
  recordings: ProfileViewRecording[];
  /** The viewer's sliders; null on one's own profile. */
  viewer: Partial<Sliders> | null;
  isOwn: boolean;
  /** The viewer's user id (the reveal is remembered per viewer). */
  viewerId?: string | null;
}

function Chip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-ocean-50 px-3 py-1.5 text-sm font-medium text-ocean-800 ring-1 ring-ocean-100">
      {icon}
      {children}
    </li>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <section>
      <h2 className="text-lg font-bold text-ocean-950">{title}</h2>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-ocean-700">{text}</p>
    </section>
  );
}

export function ProfileDetails({
  view,
  full,
  images,
  recordings,
  viewer,
  isOwn,
  viewerId = null,
}: ProfileDetailsProps) {
  const age = ageText(view);
  const place = placeText(view);
  const distance = distanceText(view);
  const shownName = full && view.real_name ? view.real_name : view.display_name;
  const kids = full ? kidsText(view) : null;
  return (
    <article className="flex flex-col gap-7" aria-label={`${view.display_name}'s profile`}>
      <div>
        <ProfileHero view={view} revealed={full && !isOwn} images={images} viewerId={viewerId} />
        <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">
            {view.display_name}
            {age ? <span className="font-semibold text-ocean-500">, {age}</span> : null}
          </h1>
          {view.verified === 1 ? <VerifiedBadge /> : null}
        </div>
        {full && view.real_name && view.real_name !== view.display_name ? (
          <p className="mt-1 text-ocean-600">
            Real name: <span className="font-semibold text-ocean-900">{shownName}</span>
          </p>
        ) : null}
        {view.tagline ? (
          <p className="mt-2 text-lg leading-snug text-ocean-700 italic">“{view.tagline}”</p>
        ) : null}
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="About">
          {view.starsign ? (
            <Chip icon={<Star className="size-4 text-coral-600" aria-hidden />}>{view.starsign}</Chip>
          ) : null}
          <Chip icon={<User className="size-4 text-ice-700" aria-hidden />}>{genderText(view.gender)}</Chip>
          {place || distance ? (
            <Chip icon={<MapPin className="size-4 text-ice-700" aria-hidden />}>
              {[place, distance].filter(Boolean).join(' · ')}
            </Chip>
          ) : null}
          {kids ? (
            <Chip icon={<Baby className="size-4 text-ice-700" aria-hidden />}>
              {kids.has} · {kids.wants}
            </Chip>
          ) : null}
        </ul>
      </div>

      <TextSection title="About me" text={view.description} />
      <TextSection title="Ideal partner" text={view.ideal_partner} />
      <PersonalityPicture name={view.display_name} them={view} you={isOwn ? null : viewer} />
      {full ? <PrivatePhotos photos={images} name={view.display_name} /> : null}
      <VoiceRecordings recordings={recordings} isOwn={isOwn} />
      {!full && !isOwn ? (
        <p className="flex gap-3 rounded-3xl bg-pebble-50 p-4 text-sm leading-relaxed text-pebble-700 ring-1 ring-pebble-200">
          <LockKeyhole className="mt-0.5 size-5 shrink-0" aria-hidden />
          Real names, private photos and more appear once you both agree to share full profiles.
        </p>
      ) : null}
    </article>
  );
}
