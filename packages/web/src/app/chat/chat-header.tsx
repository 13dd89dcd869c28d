// The chat's top bar (RULES.md "Screens and routes"): back, the match's picture with the online marker (opening the
// picture menu: View Profile, Unmatch, Report, Block) and the name they are known by at this match level. A person
// who deleted their account has no picture, no menu and no call buttons: there is no profile left to view or report.
// After a full match their real photo leads. The Verified badge under the name.
import { ArrowLeft, Ban, EyeOff, Flag, HeartCrack, Sparkles, UserRound, UserRoundX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDropdown } from '../../components/use-dropdown.ts';
import type { CallType } from '../calls/public/call-confirm.tsx';
import { VerifiedBadge } from '../face-check/public/verified-badge.tsx';
import { ChatCallButtons } from './chat-call-buttons.tsx';
import type { MatchData } from './public/chat-types.ts';
import { aiImageUrl, matchDisplayName } from './public/match-data.ts';

export type PictureMenuChoice = 'profile' | 'unmatch' | 'report' | 'block' | 'hide';

export const menuItemClass =
  'flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-left font-medium hover:bg-ocean-50 focus-visible:bg-ice-50 focus-visible:outline-none';

export function MenuItem({
  icon,
  children,
  onClick,
  tone,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  tone?: 'danger';
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className={`${menuItemClass} ${tone === 'danger' ? 'text-coral-700' : 'text-ocean-900'}`}
      >
        {icon}
        {children}
      </button>
    </li>
  );
}

export function Avatar({
  imageid,
  photo = null,
  size = 'size-11',
}: {
  imageid: string | null;
  /** A full match's private photo leads, instead of the AI image. */
  photo?: string | null;
  size?: string;
}) {
  // A picture that cannot be fetched (deleted, offline) shows the placeholder rather than a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  if (photo && failed !== photo) {
    return (
      <img
        src={photo}
        onError={() => setFailed(photo)}
        alt=""
        data-photo="profile"
        className={`${size} rounded-full bg-ocean-100 object-cover ring-2 ring-white`}
      />
    );
  }
  return imageid && failed !== imageid ? (
    <img
      src={aiImageUrl(imageid)}
      onError={() => setFailed(imageid)}
      alt=""
      className={`${size} rounded-full bg-ocean-100 object-cover ring-2 ring-white`}
    />
  ) : (
    <span
      className={`${size} grid place-items-center rounded-full bg-[linear-gradient(140deg,var(--color-ice-100),var(--color-coral-100))] text-ice-700`}
    >
      <Sparkles className="size-5" aria-hidden />
    </span>
  );
}

export function ChatHeader({
  match,
  online,
  appOnline = false,
  photo = null,
  onChoose,
  onCall,
}: {
  match: MatchData;
  /** A full match's private photo (its signed link), leading their picture. */
  photo?: string | null;
  /** The other person is in this chat now (the room's roster). */
  online: boolean;
  /** The other person has the app open somewhere (presence): the marker shows too. */
  appOnline?: boolean;
  onChoose: (choice: PictureMenuChoice) => void;
  /** The header's call buttons: the same question as the input menu's call. */
  onCall?: (type: CallType) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const menu = useDropdown();
  const name = matchDisplayName(match);
  const choose = (choice: PictureMenuChoice) => {
    menu.close();
    onChoose(choice);
  };
  // 'default' is the first entry of this tab: nothing of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/app/matches') : navigate(-1));
  const deleted = match.deleted === 1;

  return (
    <header className="relative z-20 flex h-16 shrink-0 items-center gap-2 border-b border-ocean-100 px-2 sm:px-4">
      <button
        type="button"
        onClick={goBack}
        aria-label="Back"
        className="grid size-11 place-items-center rounded-full text-ocean-900 transition-colors hover:bg-ocean-50 active:bg-ocean-100"
      >
        <ArrowLeft className="size-6" aria-hidden />
      </button>
      {deleted ? (
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-ocean-100 text-ocean-400">
          <UserRoundX className="size-5" aria-hidden />
        </span>
      ) : (
        <button
          {...menu.buttonProps}
          aria-label={`${name}${online ? ', online' : ''}: profile menu`}
          className="relative shrink-0 rounded-full focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
        >
          <Avatar imageid={match.imageid} photo={photo} />
          {online || appOnline ? (
            <span
              className="absolute right-0 bottom-0 size-3.5 rounded-full bg-emerald-500 ring-2 ring-white"
              aria-hidden
            />
          ) : null}
        </button>
      )}
      <div className="min-w-0 flex-1">
        <h1
          className={`truncate text-lg leading-tight font-bold ${deleted ? 'text-ocean-600' : 'text-ocean-950'}`}
        >
          {name}
        </h1>
        <p className="flex items-center gap-1.5 text-xs text-ocean-500">
          {deleted
            ? 'Account deleted'
            : online || appOnline
              ? 'Online now'
              : match.full_match === 1
                ? 'Full match'
                : 'Match'}
          {!deleted && match.verified === 1 ? <VerifiedBadge size="xs" /> : null}
        </p>
      </div>
      {deleted || !onCall ? null : <ChatCallButtons fullMatch={match.full_match === 1} onCall={onCall} />}
      {deleted ? null : (
        <div
          {...menu.panelProps}
          className="absolute top-14 left-12 w-56 rounded-3xl bg-white p-2 shadow-lift ring-1 ring-ocean-100"
        >
          <ul aria-label={`${name}'s profile menu`}>
            <MenuItem icon={<UserRound className="size-5" aria-hidden />} onClick={() => choose('profile')}>
              View Profile
            </MenuItem>
            {match.full_match === 1 ? (
              <MenuItem icon={<EyeOff className="size-5" aria-hidden />} onClick={() => choose('hide')}>
                Hide my photos and name again
              </MenuItem>
            ) : null}
            <MenuItem icon={<HeartCrack className="size-5" aria-hidden />} onClick={() => choose('unmatch')}>
              Unmatch
            </MenuItem>
            <MenuItem
              icon={<Flag className="size-5" aria-hidden />}
              onClick={() => choose('report')}
              tone="danger"
            >
              Report
            </MenuItem>
            <MenuItem
              icon={<Ban className="size-5" aria-hidden />}
              onClick={() => choose('block')}
              tone="danger"
            >
              Block
            </MenuItem>
          </ul>
        </div>
      )}
    </header>
  );
}
