// The editor's form type and how sections reach it: react-hook-form over the shared ZProfile, whose messages are
// those of RULES.md "Validation". The form starts with no gender, preference or kids answer chosen, so ZProfile's
// input type is widened for those three; the resolver still turns every value into a checked Profile.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, ZProfile } from '@rookery/shared/schemas/profile.ts';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { ProfileFormValues } from './profile-form-values.ts';

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, Profile>;

export const profileResolver = zodResolver(ZProfile) as unknown as Resolver<
  ProfileFormValues,
  unknown,
  Profile
>;
