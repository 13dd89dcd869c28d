// Private photos (RULES.md "Screens and routes", "States and transitions", "Validation"): a swipeable row of up to
// three, each with set-as-profile (off when it is already the profile photo), download and delete behind a Yes/No
// question; Upload Image opens the file picker, or says the maximum is reached. A chosen file goes to the crop
// dialog.

import { downloadUrl } from '@rookery/shared/api/files.ts';
import type { PrivatePhoto } from '@rookery/shared/api/media.actions.ts';
import { LIMITS } from '@rookery/shared/limits.ts';
import { PHOTO_TEXT } from '@rookery/shared/media-text.ts';
import { Download, ImagePlus, LockKeyhole, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { usePhotoChange } from './api/photo-changes.ts';
import { canUploadMorePhotos } from './media-hub-logic.ts';
import { MediaSection } from './media-section.tsx';
import { PICKER_TYPES, preparePhoto } from './prepare-photo.ts';

// The cropper and its dialog load only when someone uploads (the hub itself stays light).
const loadCropDialog = () => import('./crop-dialog.tsx');
const CropDialog = lazy(async () => ({ default: (await loadCropDialog()).CropDialog }));

type Question = { kind: 'profile' | 'download' | 'delete'; photo: PrivatePhoto };

const QUESTIONS: Record<Question['kind'], { title: string; text: string }> = {
  profile: { title: 'Set as profile photo?', text: 'Full matches will see this photo first.' },
  download: { title: 'Download this photo?', text: 'A copy will be saved to this device.' },
  delete: { title: 'Delete this photo?', text: 'It will be removed from your profile for good.' },
};

function saveFile(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function PrivatePhotosSection({ photos }: { photos: PrivatePhoto[] }) {
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  const act = usePhotoChange();
  /** Yes to the question: a download happens here and now; the other two are the server's. */
  function answer({ kind, photo }: Question) {
    if (kind !== 'download') {
      act.mutate({ kind, id: photo.id, filename: photo.filename }, { onSuccess: () => setQuestion(null) });
      return;
    }
    saveFile(downloadUrl({ type: 'ProfileImage', file: photo.filename, download: true }));
    setQuestion(null);
  }

  function ask(next: Question) {
    act.reset();
    setNotice(null);
    setQuestion(next);
  }

  function upload() {
    setNotice(null);
    if (!canUploadMorePhotos(photos.length)) {
      setNotice(PHOTO_TEXT.max);
      return;
    }
    void loadCropDialog();
    input.current?.click();
  }

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a cancel
    if (!file) return;
    // Made fit for the upload first (resized, HEIC converted), or refused now with the reason, not after the crop.
    const prepared = await preparePhoto(file);
    if ('problem' in prepared) {
      setNotice(prepared.problem);
      return;
    }
    setChosen(prepared.file);
  }

  return (
    <MediaSection
      title="Private photos"
      count={`${photos.length} of ${LIMITS.privateImages}`}
      hint="Only your full matches can see these. Square photos work best."
    >
      {photos.length === 0 ? (
        <div className="grid place-items-center rounded-3xl border-2 border-dashed border-ocean-200 bg-ocean-50/60 px-6 py-8 text-center">
          <LockKeyhole className="size-8 text-ocean-400" aria-hidden />
          <p className="mt-3 font-semibold text-ocean-900">No private photos yet</p>
          <p className="mt-1 text-sm leading-relaxed text-ocean-600">
            Add up to {LIMITS.privateImages}. They stay hidden until you share your full profile.
          </p>
        </div>
      ) : (
        <ul
          aria-label="Private photos"
          className="-mx-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-6 pb-2 sm:-mx-9 sm:px-9"
        >
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              aria-label={`Photo ${index + 1}`}
              className="w-[72%] shrink-0 snap-center overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ocean-100 sm:w-[64%]"
            >
              <div className="relative aspect-square bg-ocean-100">
                <img
                  src={downloadUrl({ type: 'ProfileImage', file: photo.filename })}
                  alt={`Private upload ${index + 1}`}
                  loading="lazy"
                  className="size-full object-cover"
                />
                {photo.profile === 1 ? (
                  <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ocean-950/80 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
                    <Star className="size-3.5 fill-coral-400 text-coral-400" aria-hidden />
                    Profile photo
                  </span>
                ) : null}
              </div>
              <div className="grid grid-cols-3 divide-x divide-ocean-100 border-t border-ocean-100">
                <PhotoAction
                  label="Set as profile"
                  icon={<Star className="size-5" aria-hidden />}
                  disabled={photo.profile === 1}
                  onClick={() => ask({ kind: 'profile', photo })}
                />
                <PhotoAction
                  label="Download"
                  icon={<Download className="size-5" aria-hidden />}
                  onClick={() => ask({ kind: 'download', photo })}
                />
                <PhotoAction
                  label="Delete"
                  icon={<Trash2 className="size-5" aria-hidden />}
                  onClick={() => ask({ kind: 'delete', photo })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      {notice ? <InlineAlert className="mt-4">{notice}</InlineAlert> : null}
      {/* Opened by Upload Image (which first checks the limit); hidden so it is not a second control. */}
      <label hidden>
        Photo file
        <input ref={input} type="file" accept={PICKER_TYPES.join(',')} onChange={picked} />
      </label>
      <AppButton variant="outline" className="mt-4" onClick={upload}>
        <ImagePlus className="size-5" aria-hidden />
        Upload Image
      </AppButton>

      {chosen ? (
        <Suspense fallback={null}>
          <CropDialog file={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={question !== null}
        title={question ? QUESTIONS[question.kind].title : ''}
        yesVariant={question?.kind === 'delete' ? 'primary' : 'dark'}
        pending={act.isPending}
        error={act.isError ? messageOf(act.error) : undefined}
        onYes={() => question && answer(question)}
        onNo={() => setQuestion(null)}
      >
        {question ? QUESTIONS[question.kind].text : null}
      </ConfirmDialog>
    </MediaSection>
  );
}

interface PhotoActionProps {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

function PhotoAction({ label, icon, disabled, onClick }: PhotoActionProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex flex-col items-center gap-1 px-2 py-3 text-xs font-semibold text-ocean-800 transition-colors hover:bg-ocean-50 focus-visible:bg-ice-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:ring-inset disabled:cursor-not-allowed disabled:bg-ocean-50/60 disabled:text-ocean-300 disabled:hover:bg-ocean-50/60"
    >
      {icon}
      {label}
    </button>
  );
}
