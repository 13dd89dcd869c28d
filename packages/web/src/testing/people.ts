// The people component tests render for: the signed-in member the menu gate lets in, and a basic match named Pip.
import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import type { MatchData } from '../app/chat/public/chat-types.ts';

/** `menudata`'s row of a member who accepted the terms and verified their email. */
export const MEMBER: MenuRow = {
  accept_tc: 1,
  verify: 1,
  id: 'u-me',
  aiimage: null,
  profileimage: null,
  pebbles: 3,
};

/** A basic match with Pip (no real name yet), with `changes` on top. */
export const matchWithPip = (changes: Partial<MatchData> = {}): MatchData => ({
  match_id: 'm-1',
  my_id: 'u-me',
  user_id: 'u-pip',
  full_match: 0,
  real_name: '',
  display_name: 'Pip',
  imageid: null,
  ...changes,
});
