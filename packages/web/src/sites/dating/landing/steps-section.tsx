// The three steps from a first hello to the real you.
import { KeyRound, MessageCircleHeart, Sparkles } from 'lucide-react';
import { Container } from '../../../components/container.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const steps = [
  {
    icon: Sparkles,
    title: 'Start with personality',
    text: 'Build your profile around your values, your interests and a few honest personality sliders. Instead of a selfie, an AI-generated image tells your story.',
  },
  {
    icon: MessageCircleHeart,
    title: 'Chat first, face later',
    text: 'Match with people who share what matters to you and talk before you see each other. Chat and voice calls stay inside the app, so your number stays yours.',
  },
  {
    icon: KeyRound,
    title: 'Unlock the real you',
    text: 'When you both feel ready, become a full match: real names, photos and video calls unlock together, on your terms.',
  },
] as const;

export function StepsSection() {
  const { product } = usePublicConfig();
  return (
    <section aria-labelledby="steps-heading" data-deferred-render className="bg-white py-20 sm:py-24">
      <Container>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">How {product} works</p>
          <h2 id="steps-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Get to know someone the way you would in real life
          </h2>
        </div>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-3xl bg-pebble-50 p-7 ring-1 ring-pebble-200">
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-2xl bg-ocean-950 text-ice-300">
                  <step.icon className="size-6" aria-hidden />
                </span>
                <span className="font-display text-5xl font-bold text-pebble-300" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-bold">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-ocean-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
