// Preferences: who the deck shows (RULES.md "Matching"): the gender preference and the age range.
import { PREFERENCES } from '@rookery/shared/schemas/profile.ts';
import { SlidersHorizontal } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ChoiceGroup } from '../shell/form-fields.tsx';
import { FormSection } from './form-section.tsx';
import type { ProfileForm } from './profile-form.ts';
import { AgeRangeField } from './profile-sliders.tsx';

const PREFERENCE_OPTIONS = PREFERENCES.map((value) => ({ value, label: value }));

export function PreferencesSection({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  const [dob, younger, older] = useWatch({ control: form.control, name: ['DOB', 'younger', 'older'] });
  return (
    <FormSection title="Preferences" icon={SlidersHorizontal} text="Who you would like to meet.">
      <ChoiceGroup
        legend="Gender Preference"
        options={PREFERENCE_OPTIONS}
        error={errors.preference?.message}
        field={form.register('preference')}
      />
      <AgeRangeField
        dob={typeof dob === 'string' ? dob : undefined}
        value={{ younger: Number(younger ?? -10), older: Number(older ?? 10) }}
        onChange={(range) => {
          form.setValue('younger', range.younger, { shouldDirty: true });
          form.setValue('older', range.older, { shouldDirty: true });
        }}
      />
    </FormSection>
  );
}
