// The public image (RULES.md "Screens and routes"): the selected AI image everyone who may see the profile sees, or
// an invitation to pick one; Select Image opens the Image Collection and comes back here.
import { aiImageUrl } from '@rookery/shared/api/files.ts';
import type { AiImage } from '@rookery/shared/api/images.actions.ts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { MediaSection } from './media-section.tsx';

export function PublicImageCard({ image }: { image: AiImage | null }) {
  return (
    <MediaSection
      title="Public image"
      hint="The AI image that tells your story. Everyone you match with sees it."
    >
      <div className="flex items-center gap-4">
        {image ? (
          <img
            src={aiImageUrl(image.imageid)}
            alt={image.description ? `Your public image: ${image.description}` : 'Your public image'}
            className="size-28 shrink-0 rounded-3xl bg-ocean-100 object-cover shadow-card ring-1 ring-ocean-100"
          />
        ) : (
          <div className="grid size-28 shrink-0 place-items-center rounded-3xl bg-[linear-gradient(140deg,var(--color-ice-100),var(--color-coral-100))] text-ice-700">
            <Sparkles className="size-9" aria-hidden />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ocean-900">{image ? 'Looking good' : 'No public image yet'}</p>
          <p className="mt-1 text-sm leading-relaxed text-ocean-600">
            {image
              ? 'Pick another from your collection whenever you like.'
              : 'Choose an AI image from your collection, or generate a new one.'}
          </p>
          <Link
            to="/app/images?from=profile2"
            className={buttonClass(
              image ? 'outline' : 'dark',
              'md',
              'mt-3 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none',
            )}
          >
            Select Image
          </Link>
        </div>
      </div>
    </MediaSection>
  );
}
