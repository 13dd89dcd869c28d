// The collection as a grid of square tiles; the public image carries its badge, and each tile opens the image.
import type { AiImage } from '@rookery/shared/api/images.actions.ts';
import { MEDIA } from '@rookery/shared/limits.ts';
import { IMAGE_STYLE_LABELS } from '@rookery/shared/schemas/image-prompt.ts';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { ImageFrame } from './public/image-frame.tsx';

interface ImageGridProps {
  images: AiImage[];
  linkTo: (imageid: string) => string;
}

export const PUBLIC_IMAGE_BADGE = 'Your public image';

export function ImageGrid({ images, linkTo }: ImageGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {images.map((image, index) => (
        <li key={image.imageid}>
          <Link
            to={linkTo(image.imageid)}
            aria-label={`${image.profile === 1 ? `${PUBLIC_IMAGE_BADGE}: ` : ''}${IMAGE_STYLE_LABELS[image.style] ?? image.style} image, ${image.description}`}
            className={clsx(
              'group relative block overflow-hidden rounded-2xl shadow-card ring-offset-2 transition',
              'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ice-400',
              image.profile === 1 && 'ring-3 ring-coral-400',
            )}
          >
            <ImageFrame
              imageid={image.imageid}
              alt=""
              lazy={index >= 6}
              className="transition-transform duration-300 group-hover:scale-[1.03]"
            />
            {image.profile === 1 ? (
              <span className="absolute inset-x-1.5 bottom-1.5 flex items-center justify-center gap-1 rounded-full bg-white/95 px-1.5 py-1 text-[0.7rem] font-semibold whitespace-nowrap text-ocean-950 shadow-card">
                <Star className="size-3.5 fill-coral-400 text-coral-500" aria-hidden />
                {PUBLIC_IMAGE_BADGE}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles of the grid's shape while the first page loads. */
export function ImageGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3" aria-hidden>
      {Array.from({ length: Math.min(count, MEDIA.imagesPerPage) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="aspect-square animate-pulse rounded-2xl bg-ocean-100" />
      ))}
    </ul>
  );
}
