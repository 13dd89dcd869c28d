// The generator's guide (RULES.md "Validation"): at most two characters per image, and the words it cannot use. Said
// as advice, so a refused word feels like a tip rather than a telling-off.
import { Lightbulb } from 'lucide-react';

export function GuideText() {
  return (
    <aside
      aria-label="Tips for a great image"
      className="flex gap-3 rounded-2xl bg-ice-50 px-4 py-3 text-sm leading-relaxed text-ocean-700 ring-1 ring-inset ring-ice-200"
    >
      <Lightbulb className="mt-0.5 size-5 shrink-0 text-ice-600" aria-hidden />
      <div>
        <p>
          <span className="font-semibold text-ocean-900">Keep it to two characters at most</span> — say, you
          and your dog, or you and a favourite hero. Crowds tend to come out muddled.
        </p>
        <p className="mt-1.5">
          A few words can't be used, such as anything sexual, violent or about children. If one slips in,
          we'll point it out so you can reword it.
        </p>
      </div>
    </aside>
  );
}
