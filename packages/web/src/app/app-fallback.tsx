// What /app shows for the moment the app's code downloads: the same splash as the page shell's (the server puts
// it there, SsrBundle.renderAppSplash) and as the app's own loading screen, so nothing changes on screen between
// them. shell/app-loading.tsx is small (the mark is already in the public sites' chunk for their header).
import { AppLoading } from './shell/app-loading.tsx';

export function AppFallback() {
  return <AppLoading />;
}
