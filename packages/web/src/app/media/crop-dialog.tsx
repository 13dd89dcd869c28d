// The crop step of a private photo (RULES.md "Validation", "Constants and limits"): a square (1:1) frame, zoom 1 to
// 3, then the upload with its progress. The browser only chooses the square; the server cuts it from the original
// (RULES.md "Files" `crop`, in source pixels), strips metadata and stores a jpeg. A crop that fails is logged and the
// dialog closes (RULES.md "Errors").
import { MEDIA } from '@rookery/shared/limits.ts';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Modal, ModalCloseButton, ModalDescription, ModalTitle } from '../../components/dialog.tsx';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useUploadPhoto } from './api/photo-changes.ts';

interface CropDialogProps {
  /** The chosen photo; the dialog is open while there is one. */
  file: File | null;
  onClose: () => void;
}

/** Whole source pixels, kept inside the image (the server refuses a square outside it). */
function wholePixels(area: Area): Area {
  return {
    x: Math.max(0, Math.round(area.x)),
    y: Math.max(0, Math.round(area.y)),
    width: Math.max(1, Math.round(area.width)),
    height: Math.max(1, Math.round(area.height)),
  };
}

export function CropDialog({ file, onClose }: CropDialogProps) {
  const zoomId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(MEDIA.cropZoomMin);
  const [area, setArea] = useState<Area | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSource(url);
    setCrop({ x: 0, y: 0 });
    setZoom(MEDIA.cropZoomMin);
    setArea(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const { upload, progress } = useUploadPhoto();

  function close() {
    upload.reset();
    setSource(null);
    onClose();
  }

  function failed(reason: unknown) {
    console.error('Photo crop failed', reason);
    close();
  }

  return (
    <Modal
      open={file !== null}
      onClose={close}
      busy={upload.isPending}
      overlayClassName="fixed inset-0 z-40 bg-ocean-950/70 backdrop-blur-sm"
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-[1.75rem] bg-white text-ocean-950 shadow-lift focus:outline-none"
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-6">
        <div>
          <ModalTitle className="text-xl font-bold tracking-tight">Crop your photo</ModalTitle>
          <ModalDescription className="mt-1 text-sm leading-relaxed text-ocean-600">
            Drag to frame it and zoom in if you like. Only your full matches will see it.
          </ModalDescription>
        </div>
        <ModalCloseButton disabled={upload.isPending} />
      </div>

      <div
        className="relative mx-6 mt-5 aspect-square overflow-hidden rounded-2xl bg-ocean-950"
        data-testid="crop-area"
      >
        {source ? (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            minZoom={MEDIA.cropZoomMin}
            maxZoom={MEDIA.cropZoomMax}
            objectFit="contain"
            showGrid
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ alt: 'The photo being cropped', onError: failed }}
          />
        ) : null}
      </div>

      <div className="mx-6 mt-5">
        <label htmlFor={zoomId} className="text-sm font-semibold text-ocean-800">
          Zoom
        </label>
        <div className="mt-2 flex items-center gap-3 text-ocean-500">
          <ZoomOut className="size-5 shrink-0" aria-hidden />
          <input
            id={zoomId}
            type="range"
            min={MEDIA.cropZoomMin}
            max={MEDIA.cropZoomMax}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            disabled={upload.isPending}
            className="h-2 w-full cursor-pointer accent-coral-500"
          />
          <ZoomIn className="size-5 shrink-0" aria-hidden />
        </div>
      </div>

      <div className="flex flex-col gap-3 px-6 pt-6 pb-6">
        {upload.isError ? <InlineAlert>{messageOf(upload.error)}</InlineAlert> : null}
        {upload.isPending ? <UploadProgress fraction={progress} label="Uploading your photo" /> : null}
        <AppButton
          onClick={() => {
            if (!file) return;
            if (!area) {
              failed(new Error('The crop area was not ready'));
              return;
            }
            upload.mutate({ photo: file, square: wholePixels(area) }, { onSuccess: close });
          }}
          pending={upload.isPending}
          pendingLabel="Uploading…"
        >
          Upload
        </AppButton>
        <AppButton variant="outline" onClick={close} disabled={upload.isPending}>
          Cancel
        </AppButton>
      </div>
    </Modal>
  );
}
