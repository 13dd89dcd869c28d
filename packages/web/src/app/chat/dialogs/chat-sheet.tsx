// The chat's larger dialogs (gift, dates, report): the shared Sheet (components/dialog.tsx), rising from the
// bottom on a phone above the keyboard and the input bar, a centred card on larger screens.
import type { ReactNode } from 'react';
import { Sheet } from '../../../components/dialog.tsx';

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

export function ChatSheet(props: ChatSheetProps) {
  return <Sheet {...props} width="lg" footerRule />;
}
