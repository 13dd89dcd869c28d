import { RETENTION } from '@rookery/shared/retention.ts';
import { DELETION_LINK_MESSAGES as LINK } from '@rookery/shared/schemas/deletion-link.ts';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../app/shell/confirm-dialog.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { buttonClass, textLinkClass } from '../../../components/button-styles.ts';
import { Container } from '../../../components/container.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { dateStart } from '../../../lib/dates.ts';
import { confirmDeletion, fetchDeletionLink } from '../dating-api.ts';
import { FormAlert } from '../forms/form-fields.tsx';
import { ThankYou } from '../forms/thank-you.tsx';

type View =
  | { kind: 'checking' }
  | { kind: 'ready'; accountEmail: string; expires: Date }
  | { kind: 'done' }
  | { kind: 'refused'; message: string };

/** The heading for each sentence the server may answer a link with. */
const REFUSAL_TITLES: [message: string, title: string][] = [
  [LINK.expired, 'This link has expired'],
  [LINK.used, 'This account has already been deleted'],
  [LINK.closed, 'This request was closed'],
  [LINK.underWay, 'The account is being deleted'],
  [LINK.invalid, 'This link does not work'],
];

const titleOf = (message: string) =>
  REFUSAL_TITLES.find(([known]) => known === message)?.[1] ?? 'The link could not be checked';

const DANGER_BUTTON =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-coral-700 px-6 text-base font-semibold text-white transition-colors hover:bg-coral-600 disabled:cursor-wait disabled:opacity-80 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ice-400 sm:w-auto sm:min-w-56';

const untilText = (at: Date) => dateStart(at);

function Checking() {
  // The same height as the ready view's text and button, so nothing jumps when the answer comes.
  return (
    <div aria-busy="true" aria-live="polite" className="space-y-4">
      <span className="sr-only">Checking the link…</span>
      <div className="h-7 w-2/3 animate-pulse rounded-lg bg-ocean-100" />
      <div className="h-5 w-full animate-pulse rounded-lg bg-ocean-50" />
      <div className="h-5 w-5/6 animate-pulse rounded-lg bg-ocean-50" />
      <div className="h-5 w-3/4 animate-pulse rounded-lg bg-ocean-50" />
      <div className="h-12 w-full animate-pulse rounded-full bg-ocean-100 sm:w-56" />
    </div>
  );
}

function Refused({ message, onRetry }: { message: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const known = REFUSAL_TITLES.some(([m]) => m === message);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="text-center sm:py-6">
      <CircleAlert className="mx-auto size-12 text-coral-600" aria-hidden />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-ocean-950 focus:outline-none"
      >
        {titleOf(message)}
      </h2>
      <p className="mx-auto mt-4 max-w-prose text-base leading-relaxed text-ocean-700">{message}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {known ? null : (
          <button type="button" onClick={onRetry} className={buttonClass('dark', 'lg')}>
            Try again
          </button>
        )}
        {message === LINK.used || message === LINK.underWay ? null : (
          <ButtonLink to="/delete" variant={known ? 'dark' : 'outline'} size="lg">
            Send a new request
          </ButtonLink>
        )}
        <ButtonLink to="/contact" variant="outline" size="lg">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}

function Ready({
  accountEmail,
  expires,
  token,
  onDone,
  onRefused,
}: {
  accountEmail: string;
  expires: Date;
  token: string;
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const { product } = usePublicConfig();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({ mutationFn: () => confirmDeletion(token) });
  const pending = remove.isPending;
  // A link that stopped working meanwhile gets its own view; anything else can be tried again here.
  const isRefusal = (message: string) => REFUSAL_TITLES.some(([m]) => m === message);
  const failed = remove.isError ? messageOf(remove.error) : null;
  const error = failed && !isRefusal(failed) ? failed : null;

  function deleteAccount() {
    remove.mutate(undefined, {
      onSuccess: onDone,
      onError: (err) => {
        setAsking(false);
        const message = messageOf(err);
        if (isRefusal(message)) onRefused(message);
      },
    });
  }

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold tracking-tight text-ocean-950">
        Delete the {product} account <span className="break-all text-coral-700">{accountEmail}</span>?
      </h2>
      <div className="space-y-4 text-base leading-relaxed text-ocean-700">
        <p>
          Someone asked us, through our data deletion form, to delete this account. As it is your account, we
          need you to confirm before anything is deleted.
        </p>
        <ul className="list-disc space-y-2 pl-5 marker:text-ocean-400">
          <li>
            Your profile, sign-in details, AI images, private photos, voice recordings, matches and location
            are deleted at once, and you are signed out everywhere.
          </li>
          <li>Messages you sent stay with the people you sent them to, from a "deleted user".</li>
          <li>This cannot be undone. To use {product} again you would start a new account.</li>
          <li>
            We keep the request for up to {RETENTION.deletionFormMonths} months as the record that we acted on
            it (see the{' '}
            <Link to="/privacy" className={textLinkClass}>
              Privacy Policy
            </Link>
            ), and tell whoever sent it that the account is gone.
          </li>
        </ul>
        <p className="text-sm text-ocean-500">This link works until {untilText(expires)}.</p>
      </div>
      <FormAlert message={error} />
      <div className="flex flex-col gap-3 border-t border-ocean-100 pt-6 sm:flex-row sm:items-center">
        <button type="button" className={DANGER_BUTTON} onClick={() => setAsking(true)} disabled={pending}>
          <Trash2 className="size-5" aria-hidden />
          Delete the account
        </button>
        <ButtonLink to="/" variant="outline" size="lg">
          Keep my account
        </ButtonLink>
      </div>
      <p className="text-sm text-ocean-500">
        Did not ask for this? Keep your account: nothing happens unless you press the button.
      </p>
      <ConfirmDialog
        open={asking}
        title="Delete the account for good?"
        icon={<Trash2 className="size-6" aria-hidden />}
        pending={pending}
        onNo={() => setAsking(false)}
        noLabel="Cancel"
        yes={
          <button
            type="button"
            className={DANGER_BUTTON.replace('sm:w-auto sm:min-w-56', '')}
            onClick={deleteAccount}
            disabled={pending}
            aria-disabled={pending}
          >
            {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
            {pending ? 'Deleting…' : 'Delete the account'}
          </button>
        }
      >
        <span className="break-all">{accountEmail}</span> and its data will be deleted now. This cannot be
        undone.
      </ConfirmDialog>
    </div>
  );
}

export function DeleteConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // The prerendered page (no token) and the first render in the browser both show the skeleton.
  const [view, setView] = useState<View>({ kind: 'checking' });

  const check = useCallback(async () => {
    if (!token) return setView({ kind: 'refused', message: LINK.invalid });
    setView({ kind: 'checking' });
    try {
      const link = await fetchDeletionLink(token);
      setView({ kind: 'ready', accountEmail: link.accountemail, expires: new Date(link.expires) });
    } catch (err) {
      setView({ kind: 'refused', message: messageOf(err) });
    }
  }, [token]);

  useEffect(() => {
    void check();
  }, [check]);

  return (
    <>
      <PageIntro eyebrow="Your data" title="Confirm the deletion">
        <p>
          You were sent here by a mail asking you to confirm that an account and its data should be deleted.
        </p>
      </PageIntro>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-2xl rounded-3xl bg-white p-5 shadow-card ring-1 ring-ocean-100 sm:p-10">
          {view.kind === 'checking' ? <Checking /> : null}
          {view.kind === 'refused' ? <Refused message={view.message} onRetry={check} /> : null}
          {view.kind === 'ready' ? (
            <Ready
              accountEmail={view.accountEmail}
              expires={view.expires}
              token={token}
              onDone={() => setView({ kind: 'done' })}
              onRefused={(message) => setView({ kind: 'refused', message })}
            />
          ) : null}
          {view.kind === 'done' ? (
            <ThankYou title="The account has been deleted">
              <p>The account and its data are gone, and every session on it has ended.</p>
              <p>We have written to the person who asked, and to the account's address, to say it is done.</p>
            </ThankYou>
          ) : null}
        </div>
      </Container>
    </>
  );
}
