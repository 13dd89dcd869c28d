// Personality Extras: five sliders from 0 to 10 (default 5) that order the deck, and the Ideal Partner text.
import { LIMITS } from '@rookery/shared/limits.ts';
import { PERSONALITY_SLIDERS } from '@rookery/shared/schemas/profile.ts';
import { Sparkles } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { ProfileTextArea } from '../shell/form-fields.tsx';
import { FormSection } from './form-section.tsx';
import type { InfoTopic } from './info-overlay.tsx';
import type { ProfileForm } from './profile-form.ts';
import { PersonalitySlider } from './profile-sliders.tsx';

export function PersonalitySection({
  form,
  onInfo,
}: {
  form: ProfileForm;
  onInfo: (topic: InfoTopic) => void;
}) {
  const idealPartner = useWatch({ control: form.control, name: 'ideal_partner' });
  return (
    <FormSection
      title="Personality Extras"
      icon={Sparkles}
      text="Where you sit between each pair. People most like you are shown first."
    >
      <div className="flex flex-col gap-4 rounded-2xl bg-pebble-50 px-4 py-4">
        {PERSONALITY_SLIDERS.map(({ key, low, high }) => (
          <Controller
            key={key}
            control={form.control}
            name={key}
            render={({ field }) => (
              <PersonalitySlider
                name={key}
                low={low}
                high={high}
                value={Number(field.value ?? 5)}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
      <ProfileTextArea
        label="Ideal Partner"
        value={idealPartner ?? ''}
        limit={LIMITS.idealPartner}
        placeholder="Who would you love to meet?"
        error={form.formState.errors.ideal_partner?.message}
        onInfo={() => onInfo('ideal_partner')}
        {...form.register('ideal_partner')}
      />
    </FormSection>
  );
}
