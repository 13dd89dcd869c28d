// Real connections: chat first as a basic match, then unlock the full profile together; dates are planned in chat.
import { CalendarHeart, Check, MessageCircle, Phone, Video } from 'lucide-react';
import { Container } from '../../../components/container.tsx';
import { Reveal } from '../../../components/reveal.tsx';

const matchKinds = [
  {
    name: 'Basic match',
    icon: Phone,
    tagline: 'You both said yes. Now talk.',
    features: [
      'Chat with each other’s display names',
      'Voice calls inside the app, so your number stays private',
      'Your photos and real name stay hidden',
      'Ask for a full match whenever you feel ready',
    ],
    tone: 'bg-white ring-1 ring-ocean-100',
    badge: 'bg-ice-100 text-ocean-800',
  },
  {
    name: 'Full match',
    icon: Video,
    tagline: 'You both agreed to share. Meet the real you.',
    features: [
      'Real names and private photos, revealed both ways',
      'Video calls',
      'Send images to each other',
      'The whole profile, including whether you have or want kids',
    ],
    tone: 'bg-ocean-950 text-white',
    badge: 'bg-coral-400 text-ocean-950',
  },
] as const;

export function RealConnectionsSection() {
  return (
    <section aria-labelledby="connections-heading" data-deferred-render className="bg-white py-20 sm:py-24">
      <Container>
        <Reveal className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">Real connections</p>
          <h2 id="connections-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Chat first. Reveal together.
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ocean-700">
            A match starts as a conversation between two display names. Nothing more is shared until one of
            you asks for a full match and the other says yes, so the reveal is always something you both
            chose.
          </p>
        </Reveal>

        <ol className="mt-12 grid gap-5 md:grid-cols-2">
          {matchKinds.map((kind, index) => (
            <li key={kind.name}>
              <Reveal delayMs={index * 150} className={`h-full rounded-3xl p-7 sm:p-8 ${kind.tone}`}>
                <div className="flex items-center gap-3">
                  <span className={`grid size-11 place-items-center rounded-2xl ${kind.badge}`}>
                    <kind.icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="text-2xl font-bold">{kind.name}</h3>
                </div>
                <p className={index === 0 ? 'mt-4 text-ocean-600' : 'mt-4 text-ocean-200'}>{kind.tagline}</p>
                <ul className="mt-5 grid gap-3">
                  {kind.features.map((feature) => (
                    <li key={feature} className="flex gap-3 leading-relaxed">
                      <Check
                        className={
                          index === 0
                            ? 'mt-1 size-4 shrink-0 text-ice-600'
                            : 'mt-1 size-4 shrink-0 text-coral-300'
                        }
                        aria-hidden
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
              </Reveal>
            </li>
          ))}
        </ol>

        <Reveal className="mt-5 grid gap-5 md:grid-cols-2">
          <p className="flex gap-4 rounded-3xl bg-pebble-50 p-6 leading-relaxed text-ocean-700 ring-1 ring-pebble-200">
            <CalendarHeart className="mt-0.5 size-6 shrink-0 text-coral-700" aria-hidden />
            <span>
              <strong className="font-semibold text-ocean-950">Plan dates in the chat.</strong> Suggest a time
              and a place; once your match accepts, it sits in both your upcoming dates, and either of you can
              cancel.
            </span>
          </p>
          <p className="flex gap-4 rounded-3xl bg-pebble-50 p-6 leading-relaxed text-ocean-700 ring-1 ring-pebble-200">
            <MessageCircle className="mt-0.5 size-6 shrink-0 text-coral-700" aria-hidden />
            <span>
              <strong className="font-semibold text-ocean-950">Conversations come first.</strong> Prompts,
              voice recordings and your profile give you plenty to talk about before anyone sees a face.
            </span>
          </p>
        </Reveal>
      </Container>
    </section>
  );
}
