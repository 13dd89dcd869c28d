// What we build: the product card with a link to its site.
import { ArrowUpRight, Check } from 'lucide-react';
import { ButtonAnchor } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { RookeryMark } from '../../../components/rookery-mark.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { useDatingSiteUrl } from '../use-dating-site-url.ts';

const features = [
  'Chat first; photos unlock only when both people agree',
  'Every profile starts with an AI-generated image',
  'Chat, voice and video calls stay inside the app',
  'For adults 18 and over, one account per person',
];

export function ProductSection() {
  const { product } = usePublicConfig();
  const datingSiteUrl = useDatingSiteUrl();
  return (
    <section aria-labelledby="product-heading" className="py-20 sm:py-24">
      <Container>
        <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">What we build</p>
        <h2 id="product-heading" className="mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          One product, made with care
        </h2>
        <article className="mt-10 grid gap-10 overflow-hidden rounded-[2rem] bg-ocean-950 p-7 text-white sm:p-10 lg:grid-cols-2 lg:p-12">
          <div>
            <div className="flex items-center gap-4">
              <span className="grid size-16 place-items-center rounded-2xl bg-ice-200">
                <RookeryMark className="size-12" />
              </span>
              <div>
                <h3 className="text-2xl font-bold">{product}</h3>
                <p className="text-ice-300">Personality before photos</p>
              </div>
            </div>
            <p className="mt-6 text-lg leading-relaxed text-ocean-200">
              A dating app for people who are tired of swiping. Members match on shared interests and values,
              chat first and reveal themselves when they are ready. No photos up front means less stalking,
              fewer scammers and no unsolicited pictures.
            </p>
            <ButtonAnchor href={datingSiteUrl} className="mt-8">
              Visit {product}
              <ArrowUpRight className="size-4" aria-hidden />
            </ButtonAnchor>
          </div>
          <ul className="grid content-center gap-3">
            {features.map((feature) => (
              <li
                key={feature}
                className="flex items-start gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
              >
                <Check className="mt-0.5 size-5 shrink-0 text-coral-300" aria-hidden />
                <span className="text-ocean-100">{feature}</span>
              </li>
            ))}
          </ul>
        </article>
      </Container>
    </section>
  );
}
