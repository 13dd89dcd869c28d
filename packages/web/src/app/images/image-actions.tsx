// What can be done with one image: make it the public image, download it, delete it (the last two confirmed).

import type { AiImage } from '@rookery/shared/api/images.actions.ts';
import { PHOTO_TEXT } from '@rookery/shared/media-text.ts';
import { CircleCheck, Download, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/button-styles.ts';
import { messageOf } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useDeleteImage, useSelectImage } from './api/images.ts';
import { imageUrl } from './image-routes.ts';

interface ImageActionsProps {
  image: AiImage;
  onSelected: () => void;
  onDeleted: () => void;
}

export function ImageActions({ image, onSelected, onDeleted }: ImageActionsProps) {
  const [confirming, setConfirming] = useState<'download' | 'delete' | null>(null);
  const [alreadyNoted, setAlreadyNoted] = useState(false);
  const select = useSelectImage(onSelected);
  const remove = useDeleteImage(onDeleted);
  const isPublic = image.profile === 1;
  const error = select.error ?? remove.error;

  return (
    <div className="flex flex-col gap-3">
      <div className="min-h-0" aria-live="polite">
        {alreadyNoted && isPublic ? (
          <InlineAlert tone="success">{PHOTO_TEXT.alreadyProfile}</InlineAlert>
        ) : null}
        {select.isSuccess && !alreadyNoted ? (
          <InlineAlert tone="success">This is now your public image.</InlineAlert>
        ) : null}
        {error ? <InlineAlert>{messageOf(error)}</InlineAlert> : null}
      </div>
      <AppButton
        onClick={() => (isPublic ? setAlreadyNoted(true) : select.mutate(image.imageid))}
        pending={select.isPending}
        pendingLabel="Saving…"
        variant={isPublic ? 'outline' : 'primary'}
      >
        {isPublic ? <CircleCheck className="size-5" aria-hidden /> : <Star className="size-5" aria-hidden />}
        {/* The current one is not offered again: it says what it is (a tap still explains, RULES.md "Screens and routes"). */}
        {isPublic ? 'Your public image' : 'Select as public image'}
      </AppButton>
      <div className="grid grid-cols-2 gap-3">
        <AppButton variant="outline" onClick={() => setConfirming('download')}>
          <Download className="size-5" aria-hidden />
          Download
        </AppButton>
        <AppButton
          variant="outline"
          onClick={() => setConfirming('delete')}
          pending={remove.isPending}
          pendingLabel="Deleting…"
        >
          <Trash2 className="size-5 text-coral-600" aria-hidden />
          Delete
        </AppButton>
      </div>

      <ConfirmDialog
        open={confirming === 'download'}
        title="Download this image?"
        onNo={() => setConfirming(null)}
        yes={
          <a
            href={imageUrl(image.imageid, true)}
            download={`rookery-${image.imageid}.png`}
            onClick={() => setConfirming(null)}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            Yes
          </a>
        }
      >
        It will be saved to your device as a PNG.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title="Delete this image?"
        onNo={() => setConfirming(null)}
        onYes={() => {
          setConfirming(null);
          remove.mutate(image.imageid);
        }}
      >
        {isPublic
          ? 'This is your public image. Once deleted it cannot be brought back, and you will need to choose another.'
          : 'Once deleted it cannot be brought back.'}
      </ConfirmDialog>
    </div>
  );
}
