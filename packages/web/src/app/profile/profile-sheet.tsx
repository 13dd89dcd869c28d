// The editor's overlays (welcome, writing tips, the Profile Builder, the date picker): a sheet that rises from
// the bottom on a phone and a centred card on larger screens. Radix keeps focus inside and restores it.
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface ProfileSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Drawn above the title. */
  art?: ReactNode;
  /** Buttons held at the bottom of the sheet. */
  footer?: ReactNode;
  /** Without the close button and Escape (the welcome overlay is left by its own button). */
  dismissible?: boolean;
  centred?: boolean;
  children?: ReactNode;
}

export function ProfileSheet({
  open,
  onOpenChange,
  title,
  description,
  art,
  footer,
  dismissible = true,
  centred = false,
  children,
}: ProfileSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ocean-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[1.75rem] bg-white text-ocean-950 shadow-lift focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-3rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem]',
          )}
        >
          <div className="flex-1 overflow-y-auto px-6 pt-6 pb-2 sm:px-7">
            <div className="mx-auto -mt-3 mb-4 h-1.5 w-10 rounded-full bg-ocean-100 sm:hidden" aria-hidden />
            <div
              className={clsx(
                'flex items-start gap-4',
                centred ? 'justify-center text-center' : 'justify-between',
              )}
            >
              <div className={clsx(centred && 'flex flex-col items-center')}>
                {art}
                <Dialog.Title className="text-xl font-bold tracking-tight">{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className="mt-1.5 leading-relaxed text-ocean-600">
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              {dismissible ? (
                <Dialog.Close
                  aria-label="Close"
                  className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ocean-700 hover:bg-ocean-50"
                >
                  <X className="size-5" aria-hidden />
                </Dialog.Close>
              ) : null}
            </div>
            {children ? <div className="mt-5">{children}</div> : null}
          </div>
          {footer ? (
            <div className="flex flex-col gap-3 px-6 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:px-7">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
