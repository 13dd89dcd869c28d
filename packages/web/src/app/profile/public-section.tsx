// Public: what potential matches see (RULES.md "Roles"): display name, date of birth (as age), gender, tagline, About
// You.

import { LIMITS } from '@rookery/shared/limits.ts';
import { GENDER_LABELS, GENDERS } from '@rookery/shared/schemas/profile.ts';
import { Eye, WandSparkles } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { ChoiceGroup, ProfileTextArea, ProfileTextInput } from '../shell/form-fields.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { FormSection } from './form-section.tsx';
import type { InfoTopic } from './info-overlay.tsx';
import type { ProfileForm } from './profile-form.ts';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

interface SectionProps {
  form: ProfileForm;
  onInfo: (topic: InfoTopic) => void;
  onBuilder: () => void;
}

export function PublicSection({ form, onInfo, onBuilder }: SectionProps) {
  const { errors } = form.formState;
  const [displayName, tagline, description] = useWatch({
    control: form.control,
    name: ['display_name', 'tagline', 'description'],
  });
  return (
    <FormSection title="Public" icon={Eye} text="What people see on your card before you match.">
      <ProfileTextInput
        label="Display Name"
        autoComplete="nickname"
        value={displayName ?? ''}
        limit={LIMITS.displayName}
        counterFrom={LIMITS.displayName - 20}
        error={errors.display_name?.message}
        {...form.register('display_name')}
      />
      <Controller
        control={form.control}
        name="DOB"
        render={({ field, fieldState }) => (
          <DateOfBirthField
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <ChoiceGroup
        legend="Gender"
        options={GENDER_OPTIONS}
        error={errors.gender?.message}
        field={form.register('gender')}
      />
      <ProfileTextInput
        label="Tagline"
        value={tagline ?? ''}
        limit={LIMITS.tagline}
        placeholder="One line that makes people smile"
        error={errors.tagline?.message}
        onInfo={() => onInfo('tagline')}
        {...form.register('tagline')}
      />
      <ProfileTextArea
        label="About You"
        value={description ?? ''}
        limit={LIMITS.description}
        placeholder="What makes you, you?"
        error={errors.description?.message}
        onInfo={() => onInfo('description')}
        extra={
          <button
            type="button"
            onClick={onBuilder}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-coral-50 px-3 text-xs font-semibold text-coral-700 ring-1 ring-coral-200 ring-inset hover:bg-coral-100"
          >
            <WandSparkles className="size-3.5" aria-hidden />
            Profile Builder
          </button>
        }
        {...form.register('description')}
      />
    </FormSection>
  );
}
