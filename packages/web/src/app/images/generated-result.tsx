// A finished image: the picture, and the two things to do next: make it the public image, or try again.
import { CircleCheck, RefreshCw } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { textLinkClass } from '../../components/button-styles.ts';
import { messageOf } from '../../lib/api-client.ts';
import type { BackTarget } from '../shell/app-screen.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useSelectImage } from './api/images.ts';
import { ImageFrame } from './public/image-frame.tsx';

interface GeneratedResultProps {
  imageid: string;
  description: string;
  /** The collection: a path, or back in history to the collection this screen was opened from. */
  collection: BackTarget;
  onSelected: () => void;
  onAnother: () => void;
}

export function GeneratedResult({
  imageid,
  description,
  collection,
  onSelected,
  onAnother,
}: GeneratedResultProps) {
  const select = useSelectImage(onSelected);
  return (
    <section aria-labelledby="result-heading" className="flex flex-1 flex-col">
      <h2 id="result-heading" className="sr-only">
        Your new image
      </h2>
      <ImageFrame
        imageid={imageid}
        alt={`Your new AI image: ${description}`}
        className="rounded-[1.75rem] shadow-card"
      />
      <p className="mt-4 line-clamp-3 text-sm text-ocean-600 italic">“{description}”</p>
      <div className="mt-4 min-h-12">
        {select.isSuccess ? <InlineAlert tone="success">This is now your public image.</InlineAlert> : null}
        {select.isError ? <InlineAlert>{messageOf(select.error)}</InlineAlert> : null}
      </div>
      <div className="mt-auto flex flex-col gap-3 pt-6">
        {select.isSuccess ? null : (
          <AppButton onClick={() => select.mutate(imageid)} pending={select.isPending} pendingLabel="Saving…">
            <CircleCheck className="size-5" aria-hidden />
            Use as my public image
          </AppButton>
        )}
        <AppButton variant="outline" onClick={onAnother}>
          <RefreshCw className="size-5" aria-hidden />
          Generate another
        </AppButton>
        <CollectionLink target={collection} />
      </div>
    </section>
  );
}

function CollectionLink({ target }: { target: BackTarget }) {
  const navigate = useNavigate();
  const location = useLocation();
  const className = `${textLinkClass} mx-auto mt-1 text-sm`;
  if (typeof target === 'string') {
    return (
      <Link to={target} className={className}>
        See my collection
      </Link>
    );
  }
  // A link to the collection that goes back in history to the one this screen came from; 'default' is the
  // first entry of this tab (no collection behind it), so then it replaces this screen with the collection.
  const go = (event: MouseEvent) => {
    event.preventDefault();
    if (location.key === 'default') navigate(target.fallback, { replace: true });
    else navigate(-1);
  };
  return (
    <Link to={target.fallback} className={className} onClick={go}>
      See my collection
    </Link>
  );
}
