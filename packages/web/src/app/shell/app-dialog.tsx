// The app's centred confirmation card (sign out, delete, spend a pebble, …) on the shared Radix Modal
// (components/dialog.tsx): the first action receives focus, Escape and a press outside close it.
import type { ReactNode, RefObject } from 'react';
import { Modal, ModalTitle } from '../../components/dialog.tsx';

interface AppDialogProps {
  open: boolean;
  title: string;
  /** Drawn above the title (a tick for good news). */
  icon?: ReactNode;
  children: ReactNode;
  /** Buttons; the first one receives focus when the dialog opens, unless `initialFocus` names another. */
  actions: ReactNode;
  /** The element to focus on opening (the safe answer of a destructive question). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape or a press outside, as well as by the caller's own buttons. */
  onClose: () => void;
}

export function AppDialog({ open, title, icon, children, actions, initialFocus, onClose }: AppDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      onOpenAutoFocus={(event) => {
        if (!initialFocus?.current) return;
        event.preventDefault();
        initialFocus.current.focus();
      }}
      className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[1.75rem] bg-white text-ocean-950 shadow-lift focus:outline-none"
    >
      <div className="p-7 text-center">
        {icon ? (
          <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-ice-100 text-ice-700">
            {icon}
          </span>
        ) : null}
        <ModalTitle className="text-xl font-bold tracking-tight">{title}</ModalTitle>
        <div className="mt-2 leading-relaxed text-ocean-600">{children}</div>
        <div className="mt-6 flex flex-col gap-3">{actions}</div>
      </div>
    </Modal>
  );
}
