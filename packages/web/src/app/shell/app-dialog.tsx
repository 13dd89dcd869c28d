// A modal dialog on the native <dialog>: focus moves in and is kept there, Escape and the backdrop close it,
// and the page behind is inert. (Radix is not installed; the browser already does the hard parts.)
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface AppDialogProps {
  open: boolean;
  title: string;
  /** Drawn above the title (a tick for good news). */
  icon?: ReactNode;
  children: ReactNode;
  /** Buttons; the first one receives focus when the dialog opens. */
  actions: ReactNode;
  /** Called on Escape or a click on the backdrop, as well as by the caller's own buttons. */
  onClose: () => void;
}

export function AppDialog({ open, title, icon, children, actions, onClose }: AppDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard's way out is Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2.5rem)] max-w-sm rounded-[1.75rem] bg-white p-0 text-ocean-950 shadow-lift backdrop:bg-ocean-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="p-7 text-center">
        {icon ? (
          <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-ice-100 text-ice-700">
            {icon}
          </span>
        ) : null}
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <div className="mt-2 leading-relaxed text-ocean-600">{children}</div>
        <div className="mt-6 flex flex-col gap-3">{actions}</div>
      </div>
    </dialog>
  );
}
