// Private: shown only to full matches (RULES.md "Roles"): real name and kids.
import { LIMITS } from '@rookery/shared/limits.ts';
import { WANT_KIDS } from '@rookery/shared/schemas/profile.ts';
import { LockKeyhole } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ChoiceGroup, ProfileTextInput } from '../shell/form-fields.tsx';
import { FormSection } from './form-section.tsx';
import type { ProfileForm } from './profile-form.ts';

const HAS_KIDS_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;
const WANT_KIDS_OPTIONS = WANT_KIDS.map((value) => ({ value, label: value }));

export function PrivateSection({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  const realName = useWatch({ control: form.control, name: 'real_name' });
  return (
    <FormSection
      title="Private"
      icon={LockKeyhole}
      text="Only shown to full matches, once you both choose to share."
    >
      <ProfileTextInput
        label="Real Name"
        autoComplete="name"
        value={realName ?? ''}
        limit={LIMITS.realName}
        counterFrom={LIMITS.realName - 20}
        error={errors.real_name?.message}
        {...form.register('real_name')}
      />
      <ChoiceGroup
        legend="Do you have kids?"
        options={HAS_KIDS_OPTIONS}
        error={errors.has_kids?.message}
        field={form.register('has_kids')}
      />
      <ChoiceGroup
        legend="Do you want kids?"
        options={WANT_KIDS_OPTIONS}
        error={errors.want_kids?.message}
        field={form.register('want_kids')}
      />
    </FormSection>
  );
}
