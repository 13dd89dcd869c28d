// The anchored contact section (/#contact): support and press addresses and where we are.
import { Mail, MapPin, Newspaper } from 'lucide-react';
import { Container } from '../../../components/container.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

export function ContactSection() {
  const { company, product, supportEmail, pressEmail } = usePublicConfig();
  const card = 'flex gap-4 rounded-3xl bg-white p-6 ring-1 ring-ocean-100 shadow-card';
  const icon = 'grid size-11 shrink-0 place-items-center rounded-2xl bg-coral-50 text-coral-700';
  const link =
    'font-semibold break-all text-ice-700 underline decoration-ice-300 decoration-2 underline-offset-4 hover:decoration-ice-700';

  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-20 sm:py-24">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">Contact</p>
            <h2 id="contact-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              Get in touch
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ocean-600">
              Questions about {product} or your account go to our support team. A real person reads every
              message, usually within two working days.
            </p>
          </div>
          <ul className="grid gap-4">
            <li className={card}>
              <span className={icon}>
                <Mail className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-sans font-semibold">Support</h3>
                <a href={`mailto:${supportEmail}`} className={link}>
                  {supportEmail}
                </a>
              </div>
            </li>
            <li className={card}>
              <span className={icon}>
                <Newspaper className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-sans font-semibold">Press</h3>
                <a href={`mailto:${pressEmail}`} className={link}>
                  {pressEmail}
                </a>
              </div>
            </li>
            <li className={card}>
              <span className={icon}>
                <MapPin className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-sans font-semibold">Post</h3>
                <address className="text-ocean-700 not-italic">
                  {company}
                  <br />
                  Auckland, New Zealand
                </address>
              </div>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}
