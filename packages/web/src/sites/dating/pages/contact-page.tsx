// Contact page (the contact form is added in a later issue).
import { Mail } from 'lucide-react';
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

export function ContactPage() {
  const { product, supportEmail } = usePublicConfig();
  return (
    <PageIntro eyebrow="We are here to help" title="Contact us">
      <p>
        Questions about {product}, a technical problem, a complaint or an idea to make it better? Tell us and
        a real person from our small team will reply, usually within two working days.
      </p>
      <p>
        <a
          href={`mailto:${supportEmail}`}
          className="inline-flex items-center gap-2 font-semibold text-ice-700 underline decoration-ice-300 decoration-2 underline-offset-4 hover:decoration-ice-700"
        >
          <Mail className="size-5" aria-hidden />
          {supportEmail}
        </a>
      </p>
    </PageIntro>
  );
}
