// A plain, honest screen for an app destination whose real screen arrives with a later issue, so the entry
// flow lands somewhere real and the person can sign out.
import type { LucideIcon } from 'lucide-react';
import { AppScreen } from './app-screen.tsx';
import { AppButton } from './submit-button.tsx';
import { useSignOut } from './use-session-actions.ts';

interface NextUpScreenProps {
  title: string;
  icon: LucideIcon;
  text: string;
}

export function NextUpScreen({ title, icon: Icon, text }: NextUpScreenProps) {
  const signOut = useSignOut();
  return (
    <AppScreen
      title={title}
      art={
        <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-pebble-100 text-pebble-600">
          <Icon className="size-7" aria-hidden />
        </span>
      }
      intro={text}
    >
      <div className="mt-auto">
        <AppButton
          variant="outline"
          onClick={() => signOut.mutate()}
          pending={signOut.isPending}
          pendingLabel="Signing out…"
        >
          Sign out
        </AppButton>
      </div>
    </AppScreen>
  );
}
