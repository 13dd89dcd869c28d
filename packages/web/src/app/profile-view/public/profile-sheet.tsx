// The editor's overlays (welcome, writing tips, the Profile Builder, the date picker) and the deck's profile: the
// Sheet (components/dialog.tsx), rising from the bottom on a phone, a centred card on larger screens.
import type { ReactNode } from 'react';
import { Sheet } from '../../../components/dialog.tsx';

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

export function ProfileSheet({ onOpenChange, ...props }: ProfileSheetProps) {
  return <Sheet {...props} onClose={() => onOpenChange(false)} />;
}
