// Date safety's calls (RULES.md "Reads and writes", "Date safety"): one accepted date's safety, the trusted contact,
// sharing the date, checking in, asking for help. Each change answers the date's new state, which replaces the
// cached one.
import {
  type DateSafety,
  SAFETY_TEXT,
  type TrustedContact,
} from '@rookery/shared/api/date-safety.actions.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, apiGet, apiPost, failsWith, unwrap } from '../../../lib/api-client.ts';
import { currentPosition } from '../current-position.ts';
import { dateSafetyKeys } from './date-safety-keys.ts';

const fetchDateSafety = (date: string) => apiGet('datesafety', { date }).then(unwrap);
const setTrustedContact = (contact: ApiInput<'settrustedcontact'>) =>
  apiPost('settrustedcontact', contact).then(unwrap);
/** The zone this device is in ("Pacific/Auckland"): the contact's mails give the date's times in it. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const shareDate = (date: string, hours: number) =>
  apiPost('sharedate', { date, safe_after_hours: hours, time_zone: deviceZone() }).then(unwrap);
const checkIn = (input: ApiInput<'checkin'>) => apiPost('checkin', input).then(unwrap);
const askForHelp = (input: ApiInput<'needhelp'>) => apiPost('needhelp', input).then(unwrap);

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

export const dateSafetyQuery = (dateId: string) =>
  queryOptions({
    queryKey: dateSafetyKeys.date(dateId),
    queryFn: async (): Promise<DateSafety> =>
      (await fetchDateSafety(dateId).catch(failsWith(SAFETY_TEXT.dateUnknown))).safety,
    enabled: dateId !== '',
    retry: false,
    refetchInterval: (query) => safetyRefetchMs(query.state.data),
  });

export const useDateSafety = (dateId: string) => useQuery(dateSafetyQuery(dateId));

/** Saving the contact answers it; the date's cached state takes it too. */
function useContactChange(dateId: string, failure: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (contact: TrustedContact) =>
      (await setTrustedContact(contact).catch(failsWith(failure))).contact,
    onSuccess: (contact) =>
      client.setQueryData<DateSafety>(
        dateSafetyKeys.date(dateId),
        (before) => before && { ...before, contact },
      ),
  });
}

/** The trusted contact's form: a new contact is mailed a request to accept. */
export const useSaveContact = (dateId: string) =>
  useContactChange(dateId, 'Your contact could not be saved.');

/** "Send the request again" while the contact has not accepted: the same contact, saved again. */
export const useResendContactRequest = (dateId: string) =>
  useContactChange(dateId, 'The request was not sent.');

export function useShareDate(dateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (hours: number) =>
      (await shareDate(dateId, hours).catch(failsWith('Not shared.'))).safety,
    onSuccess: (safety) => {
      client.setQueryData(dateSafetyKeys.date(dateId), safety);
      void client.invalidateQueries({ queryKey: dateSafetyKeys.shared });
    },
  });
}

export function useCheckIn(dateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (kind: 'arrived' | 'safe') =>
      (await checkIn({ date: dateId, kind }).catch(failsWith('Not checked in.'))).safety,
    onSuccess: (safety) => client.setQueryData(dateSafetyKeys.date(dateId), safety),
  });
}

/**
 * "I need help": the browser's position at this moment (or none, said so on screen), then one alert to the trusted
 * contact. The alert is queued: the date's state (polled while the mail is not out) says when it reaches them.
 */
export function useNeedHelp(dateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const position = await currentPosition();
      return askForHelp({ date: dateId, ...(position ?? {}) }).catch(failsWith('The alert was not sent.'));
    },
    onSuccess: (answer) => {
      client.setQueryData<DateSafety>(
        dateSafetyKeys.date(dateId),
        (before) => before && { ...before, alert: answer.alert },
      );
      void client.invalidateQueries({ queryKey: dateSafetyKeys.date(dateId) });
    },
  });
}
