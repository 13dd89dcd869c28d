// The web app's one dialog system, on Radix Dialog: focus moves in and is trapped there, the page behind is
// hidden from assistive technology and cannot be scrolled, Escape and a press outside close it (unless the dialog
// is busy or not dismissible), and focus goes back to the element that had it when the dialog opened. Every modal,
// sheet and overlay of the app is built from Modal: the centred confirmation card (app/shell/app-dialog.tsx), the
// bottom sheets (Sheet below), the photo cropper, the side menu and the incoming-call screen.
import * as Radix from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from 'react';

export const ModalTitle = Radix.Title;
export const ModalDescription = Radix.Description;
export const ModalClose = Radix.Close;

type ContentProps = ComponentProps<typeof Radix.Content>;

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a press outside and the close button (never while busy or not dismissible). */
  onClose: () => void;
  /** While something is being sent the dialog stays: Escape, a press outside and Close do nothing. */
  busy?: boolean;
  /** False: left only by the dialog's own buttons (no Escape, no press outside). */
  dismissible?: boolean;
  /** 'alertdialog' for something that asks for an answer now (an incoming call). */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's name when it has no ModalTitle. */
  label?: string;
  overlayClassName?: string;
  className?: string;
  style?: ContentProps['style'];
  /** Where focus goes on opening; by default the first focusable element inside. */
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  children: ReactNode;
}

export function Modal({
  open,
  onClose,
  busy = false,
  dismissible = true,
  role = 'dialog',
  label,
  overlayClassName = 'fixed inset-0 z-40 bg-ocean-950/60 backdrop-blur-sm',
  className,
  style,
  onOpenAutoFocus,
  children,
}: ModalProps) {
  const stays = busy || !dismissible;
  // Radix returns focus to a Radix Trigger; these dialogs open from state, so the opener is kept here. A layout
  // effect runs before Radix moves focus inside, while the opener still has it (safe to run twice in StrictMode).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (
    <Radix.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !stays) onClose();
      }}
    >
      <Radix.Portal>
        {overlayClassName ? <Radix.Overlay className={overlayClassName} /> : null}
        <Radix.Content
          role={role}
          aria-label={label}
          onEscapeKeyDown={(event) => {
            if (stays) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (stays) event.preventDefault();
          }}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            // Focus already put somewhere on purpose as the dialog closed (the first field to fix after an OK)
            // stays there; otherwise it goes back to the opener.
            const active = document.activeElement;
            if (active && active !== document.body) {
              event.preventDefault();
              return;
            }
            if (back?.isConnected) {
              event.preventDefault();
              back.focus();
            }
          }}
          className={className}
          style={style}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** The round close button in a dialog's corner. */
export function ModalCloseButton({ disabled, className }: { disabled?: boolean; className?: string }) {
  return (
    <ModalClose
      aria-label="Close"
      disabled={disabled}
      className={clsx(
        '-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ocean-700 hover:bg-ocean-50 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none disabled:opacity-40',
        className,
      )}
    >
      <X className="size-5" aria-hidden />
    </ModalClose>
  );
}

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Drawn above the title. */
  art?: ReactNode;
  /** Buttons held at the bottom, outside the scrolling part. */
  footer?: ReactNode;
  busy?: boolean;
  /** Without the close button, Escape or a press outside (left by its own buttons). */
  dismissible?: boolean;
  centred?: boolean;
  /** The card's width on larger screens. */
  width?: 'md' | 'lg';
  /** A line above the footer, as the chat's sheets have. */
  footerRule?: boolean;
  children?: ReactNode;
}

/** A sheet that rises from the bottom on a phone (above the keyboard) and a centred card on larger screens. */
export function Sheet({
  open,
  onClose,
  title,
  description,
  art,
  footer,
  busy = false,
  dismissible = true,
  centred = false,
  width = 'md',
  footerRule = false,
  children,
}: SheetProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      dismissible={dismissible}
      className={clsx(
        'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[1.75rem] bg-white text-ocean-950 shadow-lift focus:outline-none',
        'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem]',
        width === 'lg' ? 'sm:max-h-[88dvh] sm:max-w-lg' : 'sm:max-w-md',
      )}
    >
      <div className={clsx('flex-1 overflow-y-auto pt-6 pb-2 sm:px-7', width === 'lg' ? 'px-5' : 'px-6')}>
        <div className="mx-auto -mt-3 mb-4 h-1.5 w-10 rounded-full bg-ocean-100 sm:hidden" aria-hidden />
        <div
          className={clsx(
            'flex items-start gap-4',
            centred ? 'justify-center text-center' : 'justify-between',
          )}
        >
          <div className={clsx(centred && 'flex flex-col items-center')}>
            {art}
            <ModalTitle className="text-xl font-bold tracking-tight">{title}</ModalTitle>
            {description ? (
              <ModalDescription className="mt-1.5 leading-relaxed text-ocean-600">
                {description}
              </ModalDescription>
            ) : null}
          </div>
          {dismissible ? <ModalCloseButton disabled={busy} /> : null}
        </div>
        {children ? <div className="mt-5">{children}</div> : null}
      </div>
      {footer ? (
        <div
          className={clsx(
            'flex flex-col gap-3 sm:px-7',
            footerRule
              ? 'border-t border-ocean-100 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]'
              : 'px-6 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))]',
          )}
        >
          {footer}
        </div>
      ) : null}
    </Modal>
  );
}
