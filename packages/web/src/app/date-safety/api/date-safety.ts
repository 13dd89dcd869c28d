// The date safety screens' calls (packages/shared date-safety.actions.ts): the person's trusted contact
// and one accepted date's check-ins. Each change answers the date's new state, which replaces the cached one.
import type { DateSafety, TrustedContact } from '@rookery/shared/api/date-safety.actions.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { askForHelp, checkIn, fetchDateSafety, setTrustedContact, shareDate } from './date-safety-calls.ts';
import { SHARED_DATES_KEY } from './shared-dates.ts';

export const safetyKeys = {
  contact: ['trustedcontact'] as const,
  date: (id: string) => ['datesafety', id] as const,
};

/**
 * How soon to look again: every 2 s while a mail to the contact is not out yet (the screen says whether it reached
 * them), every 5 s while the contact has not accepted (the screen opens sharing when they do), else not.
 */
export function safetyRefetchMs(s: DateSafety | undefined): number | false {
  if (!s) return false;
  if (s.alert && !s.alert.sent_at) return 2000;
  if (s.contact && !s.contact.confirmed) return 5000;
  return false;
}

export function useDateSafety(dateId: string) {
  return useQuery({
    queryKey: safetyKeys.date(dateId),
    queryFn: async (): Promise<DateSafety> => (await fetchDateSafety(dateId)).safety,
    enabled: dateId !== '',
    retry: false,
    refetchInterval: (query) => safetyRefetchMs(query.state.data),
  });
}

export function useSaveContact(dateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (contact: TrustedContact) => (await setTrustedContact(contact)).contact,
    onSuccess: (contact) => {
      client.setQueryData(safetyKeys.contact, contact);
      client.setQueryData<DateSafety>(safetyKeys.date(dateId), (before) => before && { ...before, contact });
    },
  });
}

export function useShareDate(dateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (hours: number) => (await shareDate(dateId, hours)).safety,
    onSuccess: (safety) => {
      client.setQueryData(safetyKeys.date(dateId), safety);
      void client.invalidateQueries({ queryKey: SHARED_DATES_KEY });
    },
  });
}

export function useCheckIn(dateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (kind: 'arrived' | 'safe') => (await checkIn({ date: dateId, kind })).safety,
    onSuccess: (safety) => client.setQueryData(safetyKeys.date(dateId), safety),
  });
}

export function useNeedHelp(dateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (position: { latitude: number; longitude: number } | null) =>
      askForHelp({ date: dateId, ...(position ?? {}) }),
    // The alert is queued: the date's state (polled while the mail is not out) says when it reaches the contact.
    onSuccess: (answer) => {
      client.setQueryData<DateSafety>(
        safetyKeys.date(dateId),
        (before) => before && { ...before, alert: answer.alert },
      );
      void client.invalidateQueries({ queryKey: safetyKeys.date(dateId) });
    },
  });
}

/**
 * The browser's position now (RULES.md "Constants and limits": 5000 ms, no cache, high accuracy), or null when
 * refused or unavailable.
 */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 0, enableHighAccuracy: true },
    );
  });
}

/** The urgent links ("I need help", the emergency call): a deep red, never the brand's ordinary buttons. */
export const urgentClass =
  'inline-flex h-14 w-full items-center justify-center gap-2 rounded-full bg-coral-700 px-6 font-bold text-white transition-colors hover:bg-coral-600 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none';
