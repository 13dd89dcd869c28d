// The deck's calls (RULES.md "Reads and writes" matchlist, matchaccept/matchchill/matchdecline, matchundo,
// usepebble). The deck list comes back as its envelope: its two 200 refusals are states of the deck (deck-data.ts),
// not errors.
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const fetchMatchList = () => apiGet('matchlist');
export const acceptCard = (userid: string) => apiPost('matchaccept', { userid }).then(unwrap);
export const chillCard = (userid: string) => apiPost('matchchill', { userid }).then(unwrap);
export const declineCards = (userids: string[]) => apiPost('matchdecline', { userids }).then(unwrap);
export const undoCard = (userid: string) => apiPost('matchundo', { userid }).then(unwrap);
export const spendPebbleOnFlips = () => apiPost('usepebble').then(unwrap);
