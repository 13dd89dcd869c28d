// Hands the PublicConfig to components, so brand names and addresses never live inside a component.
import type { PublicConfig } from '@rookery/shared/site.ts';
import { createContext, type ReactNode, useContext } from 'react';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext value={config}>{children}</PublicConfigContext>;
}

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig must be used inside <PublicConfigProvider>');
  return config;
}
