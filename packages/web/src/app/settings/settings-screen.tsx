// /app/settings (RULES.md "Screens and routes", "States and transitions", "Validation", "Constants and limits"):
// account details, product settings that save themselves with a small status, notifications, hidden words, devices,
// community and legal links, 'Download my data' and 'Delete my account'.
import type { SettingsData } from '@rookery/shared/api/settings.actions.ts';
import { isUsUser } from '@rookery/shared/domain/units.ts';
import { FileText, LifeBuoy, MessageSquare, ScrollText, ShieldCheck, Trash2, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../lib/api-client.ts';
import { DataExportButton } from '../account/public/data-export-button.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AccountDetails } from './account-details.tsx';
import { useSettings } from './api/settings.ts';
import { DevicesSettings } from './devices-settings.tsx';
import { DiscoverySettings } from './discovery-settings.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { LinkList, type SettingsLink } from './settings-links.tsx';
import { type SaveStatus, useAutosave } from './use-autosave.ts';

const COMMUNITY: SettingsLink[] = [
  { to: '/safedating', label: 'Safe Dating Guideline', icon: LifeBuoy },
  { to: '/app/policy', label: 'House rules', icon: Users },
  { to: '/app/contact', label: 'Contact Us', icon: MessageSquare },
];

const LEGAL: SettingsLink[] = [
  { to: '/eula', label: 'EULA', icon: ScrollText },
  { to: '/terms', label: 'Terms of Use', icon: FileText },
  { to: '/privacy', label: 'Privacy Policy', icon: ShieldCheck },
];

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 ring-1 ring-ocean-100 max-[280px]:p-3">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-ocean-950">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  waiting: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  failed: "Couldn't save",
};

function SaveBadge({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    // Always rendered (and of fixed height) so the status appears without moving anything.
    <span role="status" className="flex h-6 items-center gap-2 text-sm font-semibold">
      <span
        className={
          status === 'failed' ? 'text-coral-700' : status === 'saved' ? 'text-ice-700' : 'text-ocean-500'
        }
      >
        {STATUS_TEXT[status]}
      </span>
      {status === 'failed' ? (
        <button type="button" onClick={onRetry} className="text-ocean-900 underline underline-offset-4">
          Retry
        </button>
      ) : null}
    </span>
  );
}

interface SettingsScreenProps {
  /** Settings → Hidden words, a feature of its own (app/hidden-words) that the router puts here. */
  hiddenWords?: ReactNode;
}

function SettingsBody({ settings, hiddenWords }: { settings: SettingsData } & SettingsScreenProps) {
  const { prefs, status, change, retry } = useAutosave({
    km: settings.gps_distance,
    inMiles: settings.gps_in_miles === 1,
    listed: settings.listed === 1,
    verifiedOnly: settings.verified_only === 1,
  });
  return (
    // Two columns at 1024 px and up, each read top to bottom (the phone's order, first column first).
    <div className="flex flex-col gap-5 lg:grid lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-5">
        <Section title="Account">
          <AccountDetails settings={settings} />
        </Section>
        <Section title="Discovery" aside={<SaveBadge status={status} onRetry={retry} />}>
          <DiscoverySettings
            prefs={prefs}
            offerUnits={isUsUser(settings.device_country, settings.country)}
            onChange={change}
          />
        </Section>
        <Section title="Notifications">
          <NotificationSettings />
        </Section>
      </div>
      <div className="flex flex-col gap-5">
        {hiddenWords ? <Section title="Hidden words">{hiddenWords}</Section> : null}
        <Section title="Devices">
          <DevicesSettings />
        </Section>
        <Section title="Community">
          <LinkList links={COMMUNITY} label="Community" />
        </Section>
        <Section title="Legal">
          <LinkList links={LEGAL} label="Legal" />
        </Section>
        <Section title="Your data">
          <DataExportButton description="Your profile, messages, photos and recordings in a zip file." />
        </Section>
        <Link
          to="/app/delete"
          className="flex items-center justify-center gap-2 rounded-full py-3 font-semibold text-coral-700 ring-1 ring-coral-200 ring-inset hover:bg-coral-50 focus-visible:ring-4 focus-visible:ring-coral-200 focus-visible:outline-none"
        >
          <Trash2 className="size-5" aria-hidden />
          Delete my account
        </Link>
      </div>
    </div>
  );
}

export function SettingsScreen({ hiddenWords }: SettingsScreenProps = {}) {
  const settings = useSettings();

  return (
    <AppLayout title="Settings" wide>
      <h1 className="mb-6 text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">Settings</h1>
      {settings.isError ? (
        <InlineAlert
          action={
            <button type="button" onClick={() => settings.refetch()} className="font-semibold underline">
              Try again
            </button>
          }
        >
          {messageOf(settings.error)}
        </InlineAlert>
      ) : settings.data ? (
        <SettingsBody settings={settings.data} hiddenWords={hiddenWords} />
      ) : (
        <div aria-hidden className="flex animate-pulse flex-col gap-5">
          <div className="h-56 rounded-3xl bg-ocean-50 lg:w-[calc(50%-0.625rem)]" />
          <div className="h-48 rounded-3xl bg-ocean-50 lg:w-[calc(50%-0.625rem)]" />
        </div>
      )}
    </AppLayout>
  );
}
