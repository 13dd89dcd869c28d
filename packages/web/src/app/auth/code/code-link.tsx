// The one-time link in every code mail (API `codelink`): opened in a browser it does what the code
// would. `useLinkToken` reads `?token=` from the address; `CodeLinkScreen` spends a verify or email-change link
// once and says how it went, with a friendly way on when the link expired or was already used.
import type { CodeLinkPurpose } from '@rookery/shared/api/auth.actions.ts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { LINK_FALLBACK, useOpenCodeLink } from '../api/code-link.ts';

/** The link's token, if the screen was opened from a mail. */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  return params.get('token');
}

/** Calls `codelink` once per visit (React runs effects twice in development). */
export function useCodeLink(token: string | null) {
  const started = useRef(false);
  const link = useOpenCodeLink();
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    link.mutate(token);
  }, [token, link.mutate]);
  return link;
}

/** What the screen says under its title while the link is checked, and once it failed. */
const FAILED_INTRO = 'The links in our emails work once, for 15 minutes.';

export function CodeLinkScreen(props: {
  title: string;
  art: ReactNode;
  /** Under the title while the link is being checked. */
  checking: string;
  token: string;
  purpose: Exclude<CodeLinkPurpose, 'reset'>;
  done: string;
  onDone?: (email: string) => void;
  /** Where "Request a new code" leads: the screen without the link. */
  retry: string;
}) {
  const navigate = useNavigate();
  const link = useCodeLink(props.token);
  const { onDone } = props;
  const email = link.data?.email;
  useEffect(() => {
    if (email) onDone?.(email);
  }, [email, onDone]);

  const screen = (intro: string | undefined, body: ReactNode) => (
    <AppScreen title={props.title} art={props.art} intro={intro}>
      {body}
    </AppScreen>
  );

  if (link.isError || (link.data && link.data.purpose !== props.purpose)) {
    return screen(
      FAILED_INTRO,
      <div className="flex flex-col gap-5">
        <InlineAlert>{link.isError ? messageOf(link.error) : LINK_FALLBACK}</InlineAlert>
        <AppButton variant="dark" onClick={() => navigate(props.retry, { replace: true })}>
          Request a new code
        </AppButton>
      </div>,
    );
  }
  if (!link.isSuccess) {
    return screen(
      props.checking,
      <p className="text-center text-sm text-ocean-600" aria-busy="true">
        Checking your link…
      </p>,
    );
  }
  return screen(
    undefined,
    <div className="flex flex-col gap-5">
      <InlineAlert tone="success">{props.done}</InlineAlert>
      <AppButton variant="dark" onClick={() => navigate('/app', { replace: true })}>
        Continue
      </AppButton>
    </div>,
  );
}
