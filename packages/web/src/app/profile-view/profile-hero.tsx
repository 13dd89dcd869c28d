// The picture that leads a profile: the AI image, or for a full match (the reveal) their real photo
// with the AI image as a small inset. The first time a viewer sees someone revealed, a short moment marks it
// (the photo comes into focus and a banner names the person), once per viewer and person, still under
// prefers-reduced-motion (the banner without the motion).

import type { ProfileView, ProfileViewPhoto } from '@rookery/shared/api/deck.actions.ts';
import { aiImageUrl, downloadUrl } from '@rookery/shared/api/files.ts';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { firstReveal, revealPhoto } from './public/reveal.ts';

/** The photo's signed link; one's own photos are served without one. */
const photoUrl = (photo: ProfileViewPhoto) =>
  photo.url || downloadUrl({ type: 'ProfileImage', file: photo.filename });

interface HeroProps {
  view: ProfileView;
  /** The full view of someone else (a full match): their photos may lead. */
  revealed: boolean;
  images: ProfileViewPhoto[];
  viewerId: string | null;
}

export function ProfileHero({ view, revealed, images, viewerId }: HeroProps) {
  const photo = revealed ? revealPhoto(images) : null;
  const [moment, setMoment] = useState(false);
  useEffect(() => {
    if (photo && viewerId && firstReveal(viewerId, view.user_id, window.localStorage)) setMoment(true);
  }, [photo, viewerId, view.user_id]);
  const frame =
    'relative overflow-hidden rounded-[1.75rem] bg-[linear-gradient(140deg,var(--color-ice-100),var(--color-coral-100))] shadow-card';
  if (!photo) {
    return (
      <div className={frame}>
        {view.aiimage ? (
          <img
            src={aiImageUrl(view.aiimage)}
            alt={`${view.display_name}, as drawn by AI`}
            className="aspect-square w-full object-cover"
          />
        ) : (
          <div className="grid aspect-square w-full place-items-center text-ice-700">
            <Sparkles className="size-12" aria-hidden />
          </div>
        )}
      </div>
    );
  }
  const name = view.real_name || view.display_name;
  return (
    <div className={frame} data-revealed>
      <img
        src={photoUrl(photo)}
        alt={name}
        className={`aspect-square w-full object-cover ${moment ? 'motion-safe:animate-reveal-in' : ''}`}
      />
      {view.aiimage ? (
        <img
          src={aiImageUrl(view.aiimage)}
          alt=""
          className="absolute right-3 bottom-3 size-16 rounded-2xl object-cover shadow-lift ring-2 ring-white"
        />
      ) : null}
      {moment ? (
        <p
          role="status"
          className="absolute inset-x-3 top-3 rounded-2xl bg-ocean-950/80 px-4 py-2.5 text-center text-sm font-semibold text-white backdrop-blur motion-safe:animate-toast-in"
        >
          Full profiles shared: meet {name}
        </p>
      ) : null}
    </div>
  );
}
