// What /app shows for the moment the app's code downloads on a first visit: the splash's ocean without the
// splash, so the public sites' chunk carries next to nothing of the app; shell/app-loading.tsx fades in on it.
export function AppFallback() {
  return (
    <div className="min-h-dvh bg-ocean-950 bg-[radial-gradient(44rem_28rem_at_50%_115%,rgb(255_122_89/0.22),transparent_70%)]" />
  );
}
