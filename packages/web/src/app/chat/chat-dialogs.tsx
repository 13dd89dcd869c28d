// The chat's dialogs (app/chat/dialogs, built beside this screen), each its own chunk fetched the first time it
// opens, so the chat itself loads quickly. The screen says which one is open; each gets the ChatDialogProps
// contract of chat-types.ts.
import type { ChatDate } from '@rookery/shared/events.ts';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { ChatDialogProps, ChatEmit, MatchData } from './public/chat-types.ts';

/** Send an Image is not here: its file chooser must open within the tap, so the screen keeps it mounted. */
export type ChatDialogName = 'gift' | 'dates' | 'report' | 'unmatch' | 'block' | 'hide';

function load<M extends Record<string, unknown>, P>(importer: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await importer())[name] as ComponentType<P> }));
}

type Ended = ChatDialogProps & { onDone: () => void };

const GiftDialog = load<typeof import('./dialogs/gift-dialog.tsx'), ChatDialogProps>(
  () => import('./dialogs/gift-dialog.tsx'),
  'GiftDialog',
);
const DatesDialog = load<
  typeof import('./dialogs/dates-dialog.tsx'),
  ChatDialogProps & { dates: ChatDate[] }
>(() => import('./dialogs/dates-dialog.tsx'), 'DatesDialog');
const ReportDialog = load<typeof import('./dialogs/report-dialog.tsx'), Ended>(
  () => import('./dialogs/report-dialog.tsx'),
  'ReportDialog',
);
const ConfirmUnmatch = load<typeof import('./dialogs/safety-dialogs.tsx'), Ended>(
  () => import('./dialogs/safety-dialogs.tsx'),
  'ConfirmUnmatch',
);
const ConfirmBlock = load<typeof import('./dialogs/safety-dialogs.tsx'), Ended>(
  () => import('./dialogs/safety-dialogs.tsx'),
  'ConfirmBlock',
);

const ConfirmHideFullProfile = load<typeof import('./dialogs/hide-reveal-dialog.tsx'), ChatDialogProps>(
  () => import('./dialogs/hide-reveal-dialog.tsx'),
  'ConfirmHideFullProfile',
);

interface ChatDialogsProps {
  open: ChatDialogName | null;
  onClose: () => void;
  match: MatchData;
  emit: ChatEmit;
  dates: ChatDate[];
  /** The match has ended (unmatch, block, report): leave the chat. */
  onEnded: () => void;
}

export function ChatDialogs({ open, onClose, match, emit, dates, onEnded }: ChatDialogsProps) {
  // Each dialog mounts on its first opening and stays, so closing can animate and reopening is instant.
  const [seen, setSeen] = useState<ReadonlySet<ChatDialogName>>(new Set());
  if (open && !seen.has(open)) setSeen(new Set([...seen, open]));
  const props = (name: ChatDialogName): ChatDialogProps => ({ open: open === name, onClose, match, emit });

  return (
    <Suspense fallback={null}>
      {seen.has('gift') ? <GiftDialog {...props('gift')} /> : null}
      {seen.has('dates') ? <DatesDialog {...props('dates')} dates={dates} /> : null}
      {seen.has('report') ? <ReportDialog {...props('report')} onDone={onEnded} /> : null}
      {seen.has('unmatch') ? <ConfirmUnmatch {...props('unmatch')} onDone={onEnded} /> : null}
      {seen.has('block') ? <ConfirmBlock {...props('block')} onDone={onEnded} /> : null}
      {seen.has('hide') ? <ConfirmHideFullProfile {...props('hide')} /> : null}
    </Suspense>
  );
}
