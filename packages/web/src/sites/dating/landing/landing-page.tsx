// The About landing page, built from sections so later issues can add feature sections in between.
import { ClosingCtaSection } from './closing-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { StepsSection } from './steps-section.tsx';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <StepsSection />
      <ClosingCtaSection />
    </>
  );
}
