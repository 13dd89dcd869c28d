// How we work: the four values behind everything we ship.
import { HeartHandshake, Leaf, LockKeyhole, ShieldCheck } from 'lucide-react';
import { Container } from '../../../components/container.tsx';

const values = [
  {
    icon: ShieldCheck,
    title: 'Safety by design',
    text: 'We design out harm before we design in features: no photos up front, calls that never reveal a number, and reporting that acts at once.',
  },
  {
    icon: LockKeyhole,
    title: 'Private by default',
    text: 'We collect what the product needs and nothing more. We never sell data, and accounts left idle are deleted.',
  },
  {
    icon: HeartHandshake,
    title: 'Kind technology',
    text: 'No dark patterns and no endless feeds. Our products should respect your time, your attention and your feelings.',
  },
  {
    icon: Leaf,
    title: 'Small and sustainable',
    text: 'A small team that ships carefully, answers its own support mail and plans to be around for a long time.',
  },
] as const;

export function ValuesSection() {
  return (
    <section aria-labelledby="values-heading" className="bg-pebble-50 py-20 sm:py-24">
      <Container>
        <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">How we work</p>
        <h2 id="values-heading" className="mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          Values we actually use to make decisions
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-3xl bg-white p-7 shadow-card ring-1 ring-pebble-200">
              <span className="grid size-12 place-items-center rounded-2xl bg-ice-100 text-ice-700">
                <value.icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-xl font-bold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-ocean-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
