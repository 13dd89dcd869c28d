// Each app screen names itself in the tab title, the way the public pages do ('Sign in · Rookery').
import { useEffect } from 'react';
import { usePublicConfig } from '../../lib/config-context.tsx';

export function useDocumentTitle(screen: string): void {
  const { product } = usePublicConfig();
  useEffect(() => {
    document.title = `${screen} · ${product}`;
  }, [screen, product]);
}
