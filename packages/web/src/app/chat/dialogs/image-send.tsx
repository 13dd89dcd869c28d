// Send an Image (RULES.md "Screens and routes" input menu, full matches only): the file input, then the picked
// picture shown with Send and Cancel (nothing leaves the device before Send), then while it goes up its progress bar
// and any error. The screen keeps this mounted beside its input bar and sets `open` when the person chooses Send an
// Image; the file chooser opens from that same tap. While uploading, `onUploading(true)` lets the screen show the
// loading marker; the server adds the image message itself once it is stored.
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { isUnauthorized, messageOf } from '../../../lib/api-client.ts';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import type { ChatImageSend } from '../api/chat-image.ts';
import type { ChatDialogProps } from '../public/chat-types.ts';
import { matchDisplayName } from '../public/match-data.ts';
import { CHAT_IMAGE_TYPES, checkChatImage } from './image-send-logic.ts';

interface ChatImagePickerProps extends ChatDialogProps {
  /** The screen's upload (useSendChatImage), whose pending state also shows the loading marker in the list. */
  sending: ChatImageSend;
}

export function ChatImagePicker({ open, onClose, match, sending }: ChatImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { send: upload, progress } = sending;
  // A picture refused before it leaves the device (its type or size).
  const [refusal, setRefusal] = useState<string | null>(null);
  const failed = upload.isError && !isUnauthorized(upload.error) ? messageOf(upload.error) : null;
  const error = refusal ?? failed;
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // React runs this effect before the tap's activation runs out, so browsers let it open the chooser.
  useEffect(() => {
    if (!open) return;
    input.current?.click();
    onCloseRef.current();
  }, [open]);

  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same picture may be chosen again after a failure
    if (!file || upload.isPending) return;
    const refused = checkChatImage(file);
    setRefusal(refused);
    upload.reset();
    if (refused) return;
    setChosen({ file, url: URL.createObjectURL(file) });
  }

  function send(file: File) {
    setChosen(null);
    upload.mutate(file);
  }

  return (
    <div aria-live="polite">
      {/* Opened from the screen's menu; present (not display:none) so it keeps its label for assistive tech. */}
      <label htmlFor={`${id}-file`} className="sr-only">
        Send an Image
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={CHAT_IMAGE_TYPES.join(',')}
        onChange={picked}
        tabIndex={-1}
        className="sr-only"
      />
      {chosen ? (
        <section
          aria-label="Send this image?"
          className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ring-ocean-100"
        >
          <img
            src={chosen.url}
            alt="What you picked to send"
            className="size-20 shrink-0 rounded-xl bg-ocean-50 object-cover ring-1 ring-ocean-100"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="truncate text-sm text-ocean-700">Send this image to {matchDisplayName(match)}?</p>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => send(chosen.file)}
                className="h-10 rounded-full bg-ocean-950 px-5 text-sm font-semibold text-white hover:bg-ocean-800 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
              >
                Send
              </button>
              <button
                type="button"
                onClick={() => setChosen(null)}
                className="h-10 rounded-full px-4 text-sm font-semibold text-ocean-800 ring-1 ring-ocean-200 ring-inset hover:bg-ocean-50 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
              >
                Cancel
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {upload.isPending ? (
        <div className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-ocean-100">
          <ImagePlus className="size-5 shrink-0 text-ice-700" aria-hidden />
          <div className="flex-1">
            <UploadProgress fraction={progress} label="Sending your image" />
          </div>
        </div>
      ) : null}
      {error ? (
        <InlineAlert
          action={
            <button
              type="button"
              onClick={() => {
                setRefusal(null);
                upload.reset();
              }}
              className="inline-flex items-center gap-1 rounded-full text-sm font-semibold underline underline-offset-4 focus-visible:ring-4 focus-visible:ring-coral-200 focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden />
              Dismiss
            </button>
          }
        >
          {error}
        </InlineAlert>
      ) : null}
    </div>
  );
}
