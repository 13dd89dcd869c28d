// One AI image in a square frame that holds its place while the picture loads, so nothing shifts.

import { aiImageUrl } from '@rookery/shared/api/files.ts';
import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

interface ImageFrameProps {
  imageid: string;
  alt: string;
  className?: string;
  /** Images below the fold of a long grid load when scrolled near. */
  lazy?: boolean;
}

export function ImageFrame({ imageid, alt, className, lazy = false }: ImageFrameProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'broken'>('loading');
  return (
    <span
      className={clsx(
        'relative block aspect-square w-full overflow-hidden bg-ocean-100',
        state === 'loading' && 'animate-pulse',
        className,
      )}
    >
      {state === 'broken' ? (
        <span className="absolute inset-0 grid place-items-center text-ocean-400">
          <ImageOff className="size-8" aria-hidden />
        </span>
      ) : null}
      <img
        src={aiImageUrl(imageid)}
        alt={alt}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('broken')}
        className={clsx(
          'absolute inset-0 size-full object-cover transition-opacity duration-300',
          state === 'loaded' ? 'opacity-100' : 'opacity-0',
        )}
      />
    </span>
  );
}
