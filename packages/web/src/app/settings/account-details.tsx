// Account details (RULES.md "Screens and routes", "Validation", "Roles"): name, email and how the person signs in.
// Only Email accounts change their name (up to 100 characters) or reset their password and email here; for others
// Change says where it is set.
import type { SettingsData } from '@rookery/shared/api/settings.actions.ts';
import { notChangeableHere, ZNewName } from '@rookery/shared/schemas/settings.ts';
import { ChevronRight, KeyRound, Mail } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isUnauthorized, messageOf } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { quietButtonClass } from '../shell/submit-button.tsx';
import { TextField } from '../shell/text-field.tsx';
import { useRename } from './api/settings.ts';

/** One term of the list; its value and the value's action share the <dd> (a <dl> holds only dt and dd groups). */
function Row({ term, children, action }: { term: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-xs font-semibold tracking-wide text-ocean-500 uppercase">{term}</dt>
      <dd className="mt-0.5 flex items-center justify-between gap-3 text-ocean-950">
        <span className="min-w-0 truncate">{children}</span>
        {action}
      </dd>
    </div>
  );
}

function NameForm({ current, onDone }: { current: string; onDone: () => void }) {
  const form = useSchemaForm(ZNewName, { defaultValues: { name: current } });
  const rename = useRename();
  const refused = rename.isError && !isUnauthorized(rename.error) ? messageOf(rename.error) : undefined;
  const error = form.formState.errors.name?.message ?? refused;
  const submit = form.handleSubmit(({ name }) => rename.mutate(name, { onSuccess: onDone }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 pb-3">
      <TextField label="New name" {...form.register('name')} error={error} autoComplete="name" autoFocus />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={rename.isPending}
          className="h-10 rounded-full bg-ocean-950 px-5 text-sm font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
        >
          {rename.isPending ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" onClick={onDone} className={quietButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const linkRow =
  'flex items-center gap-3 py-3 font-semibold text-ocean-900 rounded-xl hover:text-ice-700 focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none';

export function AccountDetails({ settings }: { settings: SettingsData }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isEmail = settings.source === 'Email';

  function change() {
    if (isEmail) {
      setEditing(true);
      return;
    }
    setNotice(notChangeableHere(settings.source));
  }

  return (
    <div>
      <dl className="divide-y divide-ocean-100">
        {editing ? (
          <div className="py-3">
            <dt className="sr-only">Name</dt>
            <dd>
              <NameForm current={settings.name} onDone={() => setEditing(false)} />
            </dd>
          </div>
        ) : (
          <Row
            term="Name"
            action={
              <button type="button" onClick={change} className={quietButtonClass} aria-label="Change name">
                Change
              </button>
            }
          >
            {settings.name}
          </Row>
        )}
        <Row term="Email">{settings.email}</Row>
        <Row term="Signed in with">{settings.source}</Row>
      </dl>
      {notice ? <InlineAlert className="mt-2">{notice}</InlineAlert> : null}
      {isEmail ? (
        <div className="mt-2 divide-y divide-ocean-100 border-t border-ocean-100">
          <Link to="/app/resetpassword" className={linkRow}>
            <KeyRound className="size-5 text-ice-700" aria-hidden />
            <span className="flex-1">Reset password</span>
            <ChevronRight className="size-5 text-ocean-400" aria-hidden />
          </Link>
          <Link to="/app/resetemail" className={linkRow}>
            <Mail className="size-5 text-ice-700" aria-hidden />
            <span className="flex-1">Change email</span>
            <ChevronRight className="size-5 text-ocean-400" aria-hidden />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
