// The Safe Dating Guideline's chapters as the /safedating page shows them: the words (shared/safety-guide.ts) with
// an icon each.
import { type GuideChapter, guideChapters } from '@rookery/shared/safety-guide.ts';
import { CalendarCheck, HeartHandshake, type LucideIcon, MonitorSmartphone } from 'lucide-react';
import { Reveal } from '../../../components/reveal.tsx';

/** Each chapter's icon, by its anchor. */
const CHAPTER_ICONS: Record<string, LucideIcon> = {
  'online-safety': MonitorSmartphone,
  'meeting-in-person': CalendarCheck,
  'long-term-safety': HeartHandshake,
};

/** The guide's chapters with their icons, for the /safedating page. */
export function illustratedChapters(product: string): (GuideChapter & { icon: LucideIcon })[] {
  return guideChapters(product).map((chapter) => ({
    ...chapter,
    icon: CHAPTER_ICONS[chapter.id] ?? HeartHandshake,
  }));
}

export function GuideChapterSection({ chapter }: { chapter: GuideChapter & { icon: LucideIcon } }) {
  return (
    <section
      id={chapter.id}
      data-deferred-render
      aria-labelledby={`${chapter.id}-heading`}
      className="scroll-mt-24"
    >
      <Reveal>
        <div className="flex items-center gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ocean-950 text-ice-300">
            <chapter.icon className="size-6" aria-hidden />
          </span>
          <h2 id={`${chapter.id}-heading`} className="text-3xl font-bold tracking-tight">
            {chapter.title}
          </h2>
        </div>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-ocean-700">{chapter.intro}</p>
      </Reveal>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {chapter.tips.map((tip, index) => (
          <li key={tip.title}>
            <Reveal
              delayMs={(index % 2) * 100}
              className="h-full rounded-3xl bg-pebble-50 p-6 ring-1 ring-pebble-200"
            >
              <h3 className="text-lg font-bold">{tip.title}</h3>
              <p className="mt-2 leading-relaxed text-ocean-700">{tip.text}</p>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}
