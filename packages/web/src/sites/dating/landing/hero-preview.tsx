// A still of the product: a profile led by its AI image and traits, and the first lines of a chat.
import { LockKeyhole } from 'lucide-react';
import { AiArt } from './ai-art.tsx';

const traits = ['Introvert', 'Early bird', 'Explorer'];

export function HeroPreview() {
  return (
    <div
      role="img"
      aria-label="Example profile: an AI-generated picture of a lake at dusk, three personality traits and the start of a chat. No photo is shown."
      className="relative mx-auto w-full max-w-sm lg:max-w-md"
    >
      <div className="rounded-[2rem] bg-white p-3 text-ocean-950 shadow-lift">
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-ocean-900">
          <AiArt />
          <span className="absolute top-3 left-3 rounded-full bg-ocean-950/70 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
            AI-generated image
          </span>
        </div>
        <div className="px-2 pt-4 pb-2">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-display text-xl font-bold">Stargazer, 31</p>
            <p className="text-sm text-ocean-500">Wānaka · 4 km</p>
          </div>
          <p className="mt-1 text-ocean-600">Will trade pebbles for a good book tip.</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {traits.map((trait) => (
              <li
                key={trait}
                className="rounded-full bg-ice-100 px-3 py-1 text-sm font-medium text-ocean-800"
              >
                {trait}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="relative -mt-3 ml-auto w-[88%] space-y-2.5 rounded-3xl bg-ocean-900/95 p-4 shadow-lift ring-1 ring-white/10">
        <p className="w-fit max-w-[85%] rounded-2xl rounded-bl-md bg-white/10 px-4 py-2.5 text-sm text-white">
          What is the best night sky you have ever seen?
        </p>
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-coral-400 px-4 py-2.5 text-sm font-medium text-ocean-950">
          Lake Tekapo, no contest. You?
        </p>
        <p className="flex items-center gap-2 pt-1 text-xs text-ocean-300">
          <LockKeyhole className="size-3.5" aria-hidden />
          Photos stay hidden until you both say yes
        </p>
      </div>
    </div>
  );
}
