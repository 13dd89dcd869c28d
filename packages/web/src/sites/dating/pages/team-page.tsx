// The team page (completed in a later issue).
import { PageIntro } from '../../../components/page-intro.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

export function TeamPage() {
  const { product, company } = usePublicConfig();
  return (
    <PageIntro eyebrow="The Team" title={`The people (and penguins) behind ${product}`}>
      <p>
        {product} is made by {company}, a small software company in Auckland, New Zealand. We started it
        because we were tired of apps that judge people in half a second by a photo, and we wanted a place
        where a good conversation comes first.
      </p>
      <p>
        Our mascots are penguins for a reason: in a rookery, a penguin courts its partner with a carefully
        chosen pebble. Small, thoughtful gestures are what we want to encourage.
      </p>
    </PageIntro>
  );
}
