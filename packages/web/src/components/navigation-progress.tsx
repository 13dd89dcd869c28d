// A thin bar at the top of the window while the router loads the next page (lazy routes, loaders).
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-coral-100"
    >
      <div className="h-full w-2/5 animate-progress bg-coral-500" />
    </div>
  );
}
