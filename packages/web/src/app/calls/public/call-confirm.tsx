// Starting a call from the chat (RULES.md "Validation"): Yes goes
// to /app/avchat with the call data (RULES.md "Entities") in the navigation state. The call itself is app/avchat's.
import { Phone, Video } from 'lucide-react';
import type { MatchData } from '../../chat/public/chat-types.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';

export type CallType = 'audio' | 'video';

/** The call data, `vcdata` (RULES.md "Entities"). */
export interface CallData {
  action: 'caller' | 'callee';
  vctype: CallType;
  match: MatchData & { profileimage: string | null };
}

export function callData(action: CallData['action'], vctype: CallType, match: MatchData): CallData {
  return { action, vctype, match: { ...match, profileimage: match.imageid } };
}

export function CallConfirm({
  type,
  name,
  onYes,
  onNo,
}: {
  type: CallType | null;
  name: string;
  onYes: (vctype: CallType) => void;
  onNo: () => void;
}) {
  const kind = type === 'video' ? 'video' : 'voice';
  return (
    <ConfirmDialog
      open={type !== null}
      title={`Start a ${kind} call?`}
      icon={
        type === 'video' ? <Video className="size-7" aria-hidden /> : <Phone className="size-7" aria-hidden />
      }
      onYes={() => type && onYes(type)}
      onNo={onNo}
    >
      {`${name} will be asked to join a ${kind} call with you.`}
    </ConfirmDialog>
  );
}
