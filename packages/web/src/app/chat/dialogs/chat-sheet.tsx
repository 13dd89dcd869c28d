// The chat's larger dialogs (gift, dates, report): a sheet that rises from the bottom on a phone, above the
// keyboard and the input bar, and a centred card on larger screens. Radix keeps focus inside and gives it back.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface ChatSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons held at the bottom, outside the scrolling part. */
  footer?: ReactNode;
  /** While something is being sent the sheet stays: Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
  children: ReactNode;
}

export function ChatSheet({
  open,
  onClose,
  title,
  description,
  footer,
  busy = false,
  children,
}: ChatSheetProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ocean-950/60 backdrop-blur-sm" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[1.75rem] bg-white text-ocean-950 shadow-lift focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88dvh] sm:w-[calc(100%-3rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem]"
        >
          <div className="flex-1 overflow-y-auto px-5 pt-6 pb-2 sm:px-7">
            <div className="mx-auto -mt-3 mb-4 h-1.5 w-10 rounded-full bg-ocean-100 sm:hidden" aria-hidden />
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-xl font-bold tracking-tight">{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className="mt-1.5 leading-relaxed text-ocean-600">
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              <Dialog.Close
                aria-label="Close"
                disabled={busy}
                className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ocean-700 hover:bg-ocean-50 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none disabled:opacity-40"
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            <div className="mt-5">{children}</div>
          </div>
          {footer ? (
            <div className="flex flex-col gap-3 border-t border-ocean-100 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-7">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
