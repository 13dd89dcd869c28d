// Date safety's calls (issue 17, API.md 3): the trusted contact, sharing a date, checking in, asking for help.
import { type ApiInput, apiGet, apiPost, unwrap } from '../../lib/api-client.ts';

export const fetchDateSafety = (date: string) => apiGet('datesafety', { date }).then(unwrap);
export const setTrustedContact = (contact: ApiInput<'settrustedcontact'>) =>
  apiPost('settrustedcontact', contact).then(unwrap);
export const shareDate = (date: string, hours: number) =>
  apiPost('sharedate', { date, safe_after_hours: hours }).then(unwrap);
export const checkIn = (input: ApiInput<'checkin'>) => apiPost('checkin', input).then(unwrap);
export const askForHelp = (input: ApiInput<'needhelp'>) => apiPost('needhelp', input).then(unwrap);
