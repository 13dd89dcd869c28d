// What /app shows while its code downloads on a first visit: the card's outline, so nothing jumps.
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-ocean-950 px-5 py-10">
      <div className="h-[27rem] w-full max-w-md animate-pulse rounded-[2rem] bg-white/10" />
    </div>
  );
}
