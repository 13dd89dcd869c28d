// /app/viewprofile?id=&full=&from=&from2= (RULES.md "Screens and routes"): someone's profile in the view the server
// allows (full only for oneself and full matches, RULES.md "Who may see what"), their personality compared with the
// viewer's. Without an id it is the viewer's own profile (the bottom menu's entry); from=chat without an id reads
// chat's profile pointer cookie.
import { Pencil, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { useOwnProfile } from './api/own-profile-view.ts';
import { useProfileView } from './api/profile-view.ts';
import { profileViewBack } from './profile-view-back.ts';
import { ProfileDetails } from './public/profile-details.tsx';
import { pointerFromCookie } from './view-pointer.ts';

function Skeleton() {
  return (
    <div aria-hidden className="flex animate-pulse flex-col gap-4">
      <div className="aspect-square w-full rounded-[1.75rem] bg-ocean-50" />
      <div className="h-8 w-1/2 rounded-full bg-ocean-50" />
      <div className="h-5 w-3/4 rounded-full bg-ocean-50" />
      <div className="h-40 w-full rounded-3xl bg-ocean-50" />
    </div>
  );
}

function Unavailable({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-pebble-100 text-pebble-600">
        <UserX className="size-7" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-ocean-950">This profile isn't available</h1>
      <p className="max-w-xs leading-relaxed text-ocean-600">{children}</p>
      <Link to="/app/matches" className={buttonClass('dark', 'md')}>
        Back to your matches
      </Link>
    </div>
  );
}

export function ProfileViewScreen() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const pointer = !params.get('id') && from === 'chat' ? pointerFromCookie() : undefined;
  const own = useOwnProfile();
  const ownId = own.data?.user_id;
  const id = params.get('id') ?? pointer?.id ?? ownId;
  const isOwn = id !== undefined && id === ownId;
  // One's own profile is always shown in full; anyone else's only when asked (and then the server decides).
  const wantsFull = isOwn || params.get('full') === '1' || pointer?.full === true;
  const view = useProfileView(id, wantsFull);

  const record = view.data?.profile[0];
  const title = isOwn ? 'Your profile' : (record?.display_name ?? 'Profile');

  let content: ReactNode;
  if (view.isError) {
    content =
      view.error instanceof ApiError && (view.error.status === 403 || view.error.status === 404) ? (
        <Unavailable>They may have unmatched, or this link is out of date.</Unavailable>
      ) : (
        <InlineAlert
          action={
            <button type="button" onClick={() => view.refetch()} className="font-semibold underline">
              Try again
            </button>
          }
        >
          {messageOf(view.error)}
        </InlineAlert>
      );
  } else if (!record || !view.data) {
    content = <Skeleton />;
  } else {
    const me = own.data;
    content = (
      <>
        <ProfileDetails
          view={record}
          full={view.data.full === 1}
          images={view.data.images}
          recordings={view.data.VRs}
          viewer={me ?? null}
          viewerId={ownId ?? null}
          isOwn={isOwn}
        />
        {isOwn ? (
          <Link to="/app/profile1" className={buttonClass('outline', 'lg', 'mt-8 w-full')}>
            <Pencil className="size-5" aria-hidden />
            Edit profile
          </Link>
        ) : null}
      </>
    );
  }

  return (
    <AppLayout title={title} back={profileViewBack(from, params.get('from2')) ?? undefined}>
      <div aria-busy={view.isPending && id ? true : undefined}>{content}</div>
    </AppLayout>
  );
}
