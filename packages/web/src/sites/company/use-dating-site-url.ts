// Where the company site links to the dating site. The config has no URL for it, so production uses the
// domain of the support address (support@rookery.app → https://rookery.app/) and local hosts use
// `{datingMarker}.localhost` on the same port.
import { useEffect, useState } from 'react';
import { usePublicConfig } from '../../lib/config-context.tsx';

export function useDatingSiteUrl(): string {
  const { supportEmail, markers } = usePublicConfig();
  const [url, setUrl] = useState(() => `https://${supportEmail.split('@')[1] ?? ''}/`);

  useEffect(() => {
    const { protocol, hostname, port } = window.location;
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
      setUrl(`${protocol}//${markers.dating}.localhost${port ? `:${port}` : ''}/`);
    }
  }, [markers.dating]);

  return url;
}
