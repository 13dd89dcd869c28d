// The strip of new matches above the conversations (Hinge's and Bumble's "match queue"): the people
// nobody has written to yet, newest first, each a tap into the chat, with how long ago the match was made.

import { aiImageUrl } from '@rookery/shared/api/files.ts';
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { setCookie } from '../../lib/cookies.ts';
import { lastActive } from '../../lib/dates.ts';
import { chatMatchData, isNewMatch, matchName } from './public/match-item.ts';

export function NewMatchesStrip({ matches, myId }: { matches: MatchListItem[]; myId: string | null }) {
  const fresh = matches.filter(isNewMatch);
  if (fresh.length === 0) return null;
  return (
    <section aria-labelledby="new-matches-heading" className="mt-7">
      <h2 id="new-matches-heading" className="px-1 text-lg font-bold text-ocean-950">
        New matches <span className="ml-1 text-ocean-500">{fresh.length}</span>
      </h2>
      <ul aria-label="New matches" className="-mx-1 mt-3 flex gap-3 overflow-x-auto px-1 pb-2">
        {fresh.map((item) => {
          const name = matchName(item);
          const when = item.matched_at ? lastActive(item.matched_at) : '';
          return (
            <li key={item.match_id} className="w-20 shrink-0">
              <Link
                to="/app/chat"
                onClick={() => setCookie('matchdata', JSON.stringify(chatMatchData(item, myId ?? '')))}
                aria-label={`Say hello to ${name}${when ? `, matched ${when.toLowerCase()}` : ''}`}
                className="group flex flex-col items-center gap-1.5 rounded-2xl p-1 focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none"
              >
                <span className="relative rounded-[1.4rem] bg-[linear-gradient(140deg,var(--color-coral-400),var(--color-ice-400))] p-[3px] transition-transform group-hover:scale-105 motion-reduce:transition-none">
                  {item.imageid ? (
                    <img
                      src={aiImageUrl(item.imageid)}
                      alt=""
                      className="size-[4.25rem] rounded-[1.2rem] bg-ocean-100 object-cover ring-2 ring-white"
                    />
                  ) : (
                    <span className="grid size-[4.25rem] place-items-center rounded-[1.2rem] bg-ice-50 text-ice-700 ring-2 ring-white">
                      <Sparkles className="size-6" aria-hidden />
                    </span>
                  )}
                  {item.online === 1 ? (
                    <span
                      title="Online now"
                      className="absolute -right-0.5 -bottom-0.5 size-4 rounded-full bg-emerald-500 ring-2 ring-white"
                    />
                  ) : null}
                </span>
                <span className="w-full truncate text-center text-sm font-semibold text-ocean-950">
                  {name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
