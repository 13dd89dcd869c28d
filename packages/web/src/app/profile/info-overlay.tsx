// The ⓘ overlays beside About You, Ideal Partner and Tagline (RULES.md "Screens and routes"): what to write and how.
import { Info } from 'lucide-react';
import { ProfileSheet } from '../profile-view/public/profile-sheet.tsx';
import { AppButton } from '../shell/submit-button.tsx';

export type InfoTopic = 'description' | 'ideal_partner' | 'tagline';

const TIPS: Record<InfoTopic, { title: string; intro: string; tips: string[]; example: string }> = {
  description: {
    title: 'Writing About You',
    intro: 'This is what people read before they ever see a photo, so let your personality do the talking.',
    tips: [
      'Show, don’t list: a small story says more than “funny, kind, loyal”.',
      'Mention what you do on a good day and what makes you laugh.',
      'Give people something to ask you about.',
      'Keep it honest and kind; no need to be perfect.',
    ],
    example:
      'I bake too much bread and give it to the neighbours. Ask me about the time I got lost in Iceland.',
  },
  ideal_partner: {
    title: 'Describing your Ideal Partner',
    intro: 'Say what matters to you in a partner, and what you would love to share together.',
    tips: [
      'Focus on values and habits rather than looks.',
      'Describe a day you would like to spend together.',
      'Say what you can offer too: a partnership goes both ways.',
      'Stay positive: “someone who…” reads better than “no…”.',
    ],
    example: 'Someone curious who likes early swims, long talks and trying the odd new recipe together.',
  },
  tagline: {
    title: 'A great Tagline',
    intro: 'One short line shown on your card in the deck. Make people want to read more.',
    tips: [
      'Up to 60 characters: short and a little playful.',
      'A quirky fact, a favourite saying or a question works well.',
      'Avoid contact details or links.',
    ],
    example: 'Will trade pebbles for pancakes.',
  },
};

export function InfoOverlay({ topic, onClose }: { topic: InfoTopic | null; onClose: () => void }) {
  const content = topic ? TIPS[topic] : null;
  return (
    <ProfileSheet
      open={content !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      art={
        <span className="mb-3 grid size-11 place-items-center rounded-xl bg-ice-100 text-ice-700">
          <Info className="size-6" aria-hidden />
        </span>
      }
      title={content?.title ?? ''}
      description={content?.intro}
      footer={
        <AppButton variant="dark" onClick={onClose}>
          Got it
        </AppButton>
      }
    >
      {content ? (
        <>
          <ul className="flex flex-col gap-2.5">
            {content.tips.map((tip) => (
              <li key={tip} className="flex gap-3 leading-relaxed text-ocean-800">
                <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-coral-400" aria-hidden />
                {tip}
              </li>
            ))}
          </ul>
          <figure className="mt-5 rounded-2xl bg-pebble-50 p-4">
            <figcaption className="text-xs font-semibold tracking-wide text-pebble-600 uppercase">
              For example
            </figcaption>
            <blockquote className="mt-1 leading-relaxed text-ocean-900 italic">{content.example}</blockquote>
          </figure>
        </>
      ) : null}
    </ProfileSheet>
  );
}
