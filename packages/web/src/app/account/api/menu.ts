// The menu's own row (RULES.md "Reads and writes" `menudata`, RULES.md "Entities"): the pebble balance the side menu
// shows and the gates every signed-in screen checks. One query key, so the store and the deck can refresh the
// balance.
import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiGet, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** True when the person may use the signed-in screens (verified, terms accepted). */
export function menuAllowsApp(row: MenuRow | null | undefined): boolean {
  return Boolean(row && row.verify === 1 && row.accept_tc === 1);
}

const fetchMenuData = () => apiGet('menudata').then(unwrap);

/** The menu row's query: the screens' (useMenuData), and the warm-up of a screen opened directly (app-routes.tsx). */
export const menuQuery = queryOptions({
  queryKey: accountKeys.menu,
  queryFn: async () => (await fetchMenuData()).md[0] ?? null,
  staleTime: 60_000,
});

export const useMenuData = () => useQuery(menuQuery);

/**
 * Reads the menu row and sends the person to /app (which decides where they belong) when they are not verified or
 * have not accepted the terms; an ended session (RULES.md "Errors" 'Unauthorized' on menu) goes there through
 * lib/query-client.ts, which keeps the screen as returnto.
 */
export function useMenuGate() {
  const menu = useMenuData();
  const navigate = useNavigate();
  const { data } = menu;
  useEffect(() => {
    // A gated person starts at /app.
    if (data !== undefined && !menuAllowsApp(data)) navigate('/app', { replace: true });
  }, [data, navigate]);
  return menu;
}

/** Sets the balance the menu shows after an answer that carries one (usepebble, adcomplete). */
export function useSetMenuPebbles(): (pebbles: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (pebbles: number) =>
      queryClient.setQueryData<MenuRow | null>(accountKeys.menu, (row) => (row ? { ...row, pebbles } : row)),
    [queryClient],
  );
}
