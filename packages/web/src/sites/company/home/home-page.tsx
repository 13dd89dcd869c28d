// The company home page: who we are, what we build, how we work, and how to reach us.
import { CompanyHeroSection } from './company-hero-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { ProductSection } from './product-section.tsx';
import { ValuesSection } from './values-section.tsx';

export function HomePage() {
  return (
    <>
      <CompanyHeroSection />
      <ProductSection />
      <ValuesSection />
      <ContactSection />
    </>
  );
}
