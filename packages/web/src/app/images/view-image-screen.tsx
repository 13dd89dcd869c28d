// /app/viewimage?id=&from=&from2= (RULES.md "Screens and routes"): one image large with its style, description
// and when it was made (in the device's time zone), and what can be done with it.

import { IMAGE_STYLE_LABELS } from '@rookery/shared/schemas/image-prompt.ts';
import { Star } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { isUnauthorized } from '../../lib/api-client.ts';
import { dateStart } from '../../lib/dates.ts';
import { AppScreen } from '../shell/app-screen.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { useImageList } from './api/images.ts';
import { ImageActions } from './image-actions.tsx';
import { PUBLIC_IMAGE_BADGE } from './image-grid.tsx';
import { afterSelecting, backFromChild, imagesPath, originOf } from './image-routes.ts';
import { ImageFrame } from './public/image-frame.tsx';

/** RULES.md "Constants and limits": dates shown like 'PP hh:mm aa', in the device's time zone (lib/dates). */
export const createdText = (iso: string): string => dateStart(iso);

export function ViewImageScreen() {
  const [search] = useSearchParams();
  const origin = originOf(search);
  const id = search.get('id') ?? '';
  const navigate = useNavigate();
  const list = useImageList();
  const image = list.data?.find((one) => one.imageid === id);
  const collection = imagesPath(origin.from === 'images' ? origin.from2 : null);

  return (
    <AppScreen title="Your Image" heading="Your image" back={backFromChild(origin)}>
      {list.isPending ? (
        <div aria-hidden>
          <div className="aspect-square w-full animate-pulse rounded-[1.75rem] bg-ocean-100" />
          <div className="mt-5 h-4 w-1/3 animate-pulse rounded bg-ocean-100" />
          <div className="mt-3 h-4 w-full animate-pulse rounded bg-ocean-100" />
        </div>
      ) : null}
      {list.isError && !isUnauthorized(list.error) ? (
        <InlineAlert>Failed to get the images</InlineAlert>
      ) : null}
      {list.isSuccess && !image ? (
        <div className="flex flex-1 flex-col">
          <InlineAlert>This image is not in your collection any more.</InlineAlert>
          <Link to={collection} className={buttonClass('outline', 'lg', 'mt-auto w-full')}>
            Back to my collection
          </Link>
        </div>
      ) : null}
      {image ? (
        <div className="flex flex-1 flex-col">
          <figure>
            <div className="relative">
              <ImageFrame
                imageid={image.imageid}
                alt={`Your AI image: ${image.description}`}
                className="rounded-[1.75rem] shadow-card"
              />
              {image.profile === 1 ? (
                <span className="absolute top-3 left-3 flex items-center gap-1 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-ocean-950 shadow-card">
                  <Star className="size-3.5 fill-coral-400 text-coral-500" aria-hidden />
                  {PUBLIC_IMAGE_BADGE}
                </span>
              ) : null}
            </div>
            <figcaption className="mt-5">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="rounded-full bg-ice-100 px-2.5 py-0.5 font-semibold text-ice-700">
                  {IMAGE_STYLE_LABELS[image.style] ?? image.style}
                </span>
                <time dateTime={image.created} className="text-ocean-500">
                  Created {createdText(image.created)}
                </time>
              </p>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-ocean-800">{image.description}</p>
            </figcaption>
          </figure>
          <div className="mt-auto pt-8">
            <ImageActions
              image={image}
              onSelected={() => {
                const next = afterSelecting(origin);
                if (next) navigate(next);
              }}
              onDeleted={() => navigate(collection, { replace: true })}
            />
          </div>
        </div>
      ) : null}
    </AppScreen>
  );
}
