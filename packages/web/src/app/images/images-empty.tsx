// An empty collection: what an AI image is for, and the way to make one. Free only when the server says so (the
// first image ever asked for; someone who deleted every image pays for the next).
import { MONEY } from '@rookery/shared/limits.ts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { StyleSample } from './style-samples.tsx';

export function ImagesEmpty({ newImagePath, free }: { newImagePath: string; free: boolean }) {
  const { product } = usePublicConfig();
  return (
    <section aria-labelledby="images-empty-heading" className="flex flex-1 flex-col items-center text-center">
      <div className="relative mt-2 h-40 w-56" aria-hidden>
        <span className="absolute top-4 left-2 size-28 -rotate-12 overflow-hidden rounded-2xl shadow-card ring-4 ring-white">
          <StyleSample style="comic" />
        </span>
        <span className="absolute top-4 right-2 size-28 rotate-12 overflow-hidden rounded-2xl shadow-card ring-4 ring-white">
          <StyleSample style="digital-art" />
        </span>
        <span className="absolute top-0 left-1/2 size-32 -translate-x-1/2 overflow-hidden rounded-2xl shadow-lift ring-4 ring-white">
          <StyleSample style="fantasy-art" />
        </span>
      </div>
      <h2 id="images-empty-heading" className="mt-6 text-xl font-bold tracking-tight text-ocean-950">
        Your story, in a picture
      </h2>
      <p className="mt-2 max-w-sm leading-relaxed text-ocean-600">
        On {product}, people meet your personality before your face. Your AI image is the picture they see
        first: your next vacation, the book you love, the meal you'd cook for a date, drawn in the style you
        choose.
      </p>
      <p className="mt-3 max-w-sm text-sm font-semibold text-ocean-800">
        {free
          ? 'Your first image is free.'
          : `A new image costs ${MONEY.pebblesPerImage} pebble${MONEY.pebblesPerImage === 1 ? '' : 's'}.`}
      </p>
      <div className="mt-auto w-full pt-8">
        <Link to={newImagePath} className={buttonClass('primary', 'lg', 'w-full')}>
          <Sparkles className="size-5" aria-hidden />
          {free ? 'Generate your first image' : 'Generate New Image'}
        </Link>
      </div>
    </section>
  );
}
