// The About landing page (RULES.md "Screens and routes"), built from sections: hero, steps, features, safety and the
// closing call.
import { AiImagesSection } from './ai-images-section.tsx';
import { ClosingCtaSection } from './closing-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { IntrovertsSection } from './introverts-section.tsx';
import { RealConnectionsSection } from './real-connections-section.tsx';
import { SaferDatingSection } from './safer-dating-section.tsx';
import { StepsSection } from './steps-section.tsx';
import { SwipingFatigueSection } from './swiping-fatigue-section.tsx';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <StepsSection />
      <SwipingFatigueSection />
      <AiImagesSection />
      <RealConnectionsSection />
      <IntrovertsSection />
      <SaferDatingSection />
      <ClosingCtaSection />
    </>
  );
}
