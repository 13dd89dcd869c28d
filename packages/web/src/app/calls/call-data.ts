// The call data (RULES.md "Entities") arrives in the navigation state from the chat; anything else in
// there (a reload keeps history state, an old entry, a hand-made link) is checked before a call starts.

import { isUuid } from '@rookery/shared/domain/uuid.ts';
import type { CallData } from './public/call-confirm.tsx';

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The call data from `location.state`, or undefined when there is none usable. */
export function readCallData(state: unknown): CallData | undefined {
  const vcdata = record(record(state)?.vcdata);
  const match = record(vcdata?.match);
  if (!vcdata || !match) return undefined;
  const action = vcdata.action;
  const vctype = vcdata.vctype;
  if ((action !== 'caller' && action !== 'callee') || (vctype !== 'video' && vctype !== 'audio'))
    return undefined;
  const text = (key: string) => (typeof match[key] === 'string' ? (match[key] as string) : '');
  const match_id = text('match_id');
  if (!isUuid(match_id)) return undefined;
  const full = match.full_match;
  const imageid = text('imageid') || null;
  return {
    action,
    vctype,
    match: {
      match_id,
      my_id: text('my_id'),
      user_id: text('user_id'),
      full_match: full === 1 || full === '1' || full === true ? 1 : 0,
      real_name: text('real_name'),
      display_name: text('display_name') || 'Your match',
      imageid,
      profileimage: text('profileimage') || imageid,
    },
  };
}
