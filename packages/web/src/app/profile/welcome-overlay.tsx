// The welcome overlay for a new person (RULES.md "Screens and routes"): fill in the profile, generate an AI image,
// find a match.
import { Heart, Sparkles, UserRoundPen } from 'lucide-react';
import { ProfileSheet } from '../profile-view/public/profile-sheet.tsx';
import { AppButton } from '../shell/submit-button.tsx';

const STEPS = [
  {
    icon: UserRoundPen,
    title: 'Fill in your profile',
    text: 'Who you are, what you love and who you hope to meet.',
  },
  {
    icon: Sparkles,
    title: 'Generate an AI image',
    text: 'A picture that tells your story, instead of a photo.',
  },
  {
    icon: Heart,
    title: 'Find a match',
    text: 'Meet people nearby, chat first and reveal photos when ready.',
  },
] as const;

export function WelcomeOverlay({ open, onStart }: { open: boolean; onStart: () => void }) {
  return (
    <ProfileSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onStart();
      }}
      dismissible={false}
      centred
      art={
        <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-coral-100 text-coral-700">
          <Sparkles className="size-7" aria-hidden />
        </span>
      }
      title="Welcome to The Profile Corner"
      description="Three steps to your first match:"
      footer={
        <AppButton variant="primary" onClick={onStart}>
          Get Started
        </AppButton>
      }
    >
      <ol className="flex flex-col gap-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex items-start gap-4 rounded-2xl bg-pebble-50 p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-ocean-800 shadow-card">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold text-ocean-950">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </p>
              <p className="mt-0.5 text-sm leading-relaxed text-ocean-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </ProfileSheet>
  );
}
