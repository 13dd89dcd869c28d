// The editor's form type, which its sections receive: the shared ZProfile (whose messages are those of RULES.md
// "Validation") over the form's values. The form starts with no gender, preference or kids answer chosen, so its
// values are wider than ZProfile's input for those three; the schema still turns every value into a checked Profile.
import type { ZProfile } from '@rookery/shared/schemas/profile.ts';
import type { SchemaForm } from '../../lib/schema-form.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

export type ProfileForm = SchemaForm<typeof ZProfile, ProfileFormValues>;
