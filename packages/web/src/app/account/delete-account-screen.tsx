// /app/delete (RULES.md "Screens and routes", "States and transitions", "Errors"): what goes when the account goes,
// the privacy policy in a new tab, a last chance to download one's data, and a Yes/No question before
// `deleteaccount`. Then the session ends as Sign Out ends it (/signout, cookies, cache) and the person reads goodbye
// (/app/goodbye).
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Trash2, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { textLinkClass } from '../../components/button-styles.ts';
import { isUnauthorized, messageOf } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { clearAccountCookies } from '../../lib/cookies.ts';
import { AppScreen } from '../shell/app-screen.tsx';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { useDeleteAccount } from './api/delete-account.ts';
import { DataExportButton } from './public/data-export-button.tsx';

/** The coral of an action that cannot be undone, dark enough for white words (AA). */
const destructiveClass =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-coral-700 px-5 font-semibold text-white transition-colors hover:bg-coral-600 active:bg-coral-700 focus-visible:ring-4 focus-visible:ring-coral-200 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:px-6';

const GOES = [
  'Your profile, your AI images and your private photos',
  'Your voice recordings and the images you sent in chats',
  'Your matches: each of them sees you as a deleted user, and cannot write to you any more',
  'Your pebbles, settings and sign-in',
];

function ConfirmDelete({
  open,
  pending,
  onYes,
  onNo,
}: {
  open: boolean;
  pending: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      // No, the safe answer, gets focus when the question opens.
      focusNo
      title="Are you sure you want to delete your account?"
      icon={<UserRoundX className="size-7" aria-hidden />}
      pending={pending}
      onNo={onNo}
      yes={
        <button
          type="button"
          onClick={onYes}
          disabled={pending}
          aria-busy={pending || undefined}
          className={destructiveClass}
        >
          {pending ? 'Deleting your account…' : 'Yes, delete it'}
        </button>
      }
    >
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}

export function DeleteAccountScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { product } = usePublicConfig();
  const [asking, setAsking] = useState(false);
  const leave = () => {
    clearAccountCookies();
    queryClient.clear();
    navigate('/app/goodbye', { replace: true });
  };
  const remove = useDeleteAccount();
  const deleteIt = () =>
    remove.mutate(undefined, {
      onSuccess: leave,
      onError: (error) => {
        setAsking(false);
        // Already signed out (another tab, an expired session): there is nothing here to delete from.
        if (isUnauthorized(error)) navigate('/app', { replace: true });
      },
    });

  return (
    <AppScreen
      title="Delete My Account"
      back={{ history: true, fallback: '/app/settings' }}
      art={
        <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-coral-50 text-coral-700">
          <Trash2 className="size-7" aria-hidden />
        </span>
      }
      intro={`Once your account is deleted you can no longer use ${product} with it, and it cannot be brought back.`}
    >
      <section
        aria-labelledby="what-goes"
        className="rounded-3xl bg-coral-50 p-5 ring-1 ring-coral-200 ring-inset"
      >
        <h2 id="what-goes" className="font-bold text-ocean-950">
          What is deleted
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-ocean-700 marker:text-coral-600">
          {GOES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm leading-relaxed text-ocean-600">
          A few records are kept as the law asks, such as reports about an account.{' '}
          <a href="/privacy" target="_blank" rel="noopener" className={textLinkClass}>
            Read the Privacy Policy
            <ExternalLink className="ml-1 inline size-3.5 align-[-0.1em]" aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </section>

      <section aria-labelledby="before-you-go" className="mt-5">
        <h2 id="before-you-go" className="font-bold text-ocean-950">
          Before you go
        </h2>
        <DataExportButton description="Keep a copy of your profile, messages and media (a zip file)." />
      </section>

      <div className="mt-auto flex flex-col gap-3 pt-6">
        {remove.isError && !isUnauthorized(remove.error) ? (
          <InlineAlert>{messageOf(remove.error)}</InlineAlert>
        ) : null}
        <button
          type="button"
          onClick={() => {
            remove.reset();
            setAsking(true);
          }}
          disabled={remove.isPending || remove.isSuccess}
          aria-busy={remove.isPending || undefined}
          className={destructiveClass}
        >
          <Trash2 className="size-5" aria-hidden />
          {remove.isPending || remove.isSuccess ? 'Deleting your account…' : 'Delete my account'}
        </button>
      </div>

      <ConfirmDelete
        open={asking}
        pending={remove.isPending}
        onYes={deleteIt}
        onNo={() => setAsking(false)}
      />
    </AppScreen>
  );
}
