// Safer dating: what leaving photos out of the first impression protects against, and the tools in every chat.
import { ArrowRight, EyeOff, Flag, ImageOff, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { Reveal } from '../../../components/reveal.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const protections = [
  {
    icon: EyeOff,
    title: 'Less stalking',
    text: 'Without a face on your profile there is nothing to reverse-search, so nobody can find your socials, your work or your street from a picture. Distances are rounded to whole kilometres, never an exact spot.',
  },
  {
    icon: ShieldCheck,
    title: 'Fewer scams',
    text: 'Catfish run on stolen photos. Here a profile leads with words and an AI image, everyone is 18 or over, and it is one account per person with no bots.',
  },
  {
    icon: ImageOff,
    title: 'No unsolicited images',
    text: 'Images can only be sent between full matches, after you have both agreed to share. Nobody can send you a picture you did not ask for.',
  },
  {
    icon: Flag,
    title: 'Report and block',
    text: 'From any chat, Report ends the match at once and tells our team. Block ends it and hides you from each other for good.',
  },
] as const;

export function SaferDatingSection() {
  const { product } = usePublicConfig();
  return (
    <section aria-labelledby="safer-heading" data-deferred-render className="bg-white py-20 sm:py-24">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <Reveal>
            <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">Safer dating</p>
            <h2 id="safer-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              No photos up front means fewer risks from the start
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ocean-700">
              {product} was built around safety, not bolted on afterwards. Keeping your face and name private
              until you choose to share them closes the door on a lot of what goes wrong in online dating.
            </p>
            <ButtonLink to="/safedating" variant="dark" size="lg" className="mt-8">
              Read our Safe Dating Guideline
              <ArrowRight className="size-5" aria-hidden />
            </ButtonLink>
          </Reveal>
          <ul className="grid gap-4 sm:grid-cols-2">
            {protections.map((item, index) => (
              <li key={item.title}>
                <Reveal
                  delayMs={(index % 2) * 120}
                  className="h-full rounded-3xl bg-coral-50 p-6 ring-1 ring-coral-100"
                >
                  <item.icon className="size-7 text-coral-700" aria-hidden />
                  <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-ocean-700">{item.text}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
