// A quiet Sign out for screens a person reaches before the app's menu exists for them (the profile editor of a
// new account), so nobody is stuck in a half-made profile on a shared device.
import { AppButton } from '../../shell/submit-button.tsx';
import { useSignOut } from '../api/sign-out.ts';

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <AppButton
      variant="outline"
      onClick={() => signOut.mutate()}
      pending={signOut.isPending}
      pendingLabel="Signing out…"
    >
      Sign out
    </AppButton>
  );
}
