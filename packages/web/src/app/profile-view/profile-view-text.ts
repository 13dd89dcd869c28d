// The words of the profile view (RULES.md "Entities"): where someone is and how far, their gender as the
// product says it, their age from a date of birth, and what they say about kids.
import type { ProfileView } from '@rookery/shared/api/deck.actions.ts';
import { ageOn } from '@rookery/shared/domain/age.ts';
import { genderLabel } from '@rookery/shared/domain/gender.ts';

/** 'Ponsonby, Auckland': the two most local names, without repeats; '' when unknown. */
export function placeText(view: Pick<ProfileView, 'suburb' | 'town' | 'city' | 'state'>): string {
  const names: string[] = [];
  for (const name of [view.suburb, view.town, view.city, view.state]) {
    const trimmed = name?.trim();
    if (trimmed && !names.includes(trimmed)) names.push(trimmed);
  }
  return names.slice(0, 2).join(', ');
}

/** '3 km away', '1 mile away'; null for oneself or an unknown distance. */
export function distanceText(view: Pick<ProfileView, 'distance' | 'distance_unit'>): string | null {
  if (view.distance === null) return null;
  if (view.distance_unit === 'km') return `${view.distance} km away`;
  return `${view.distance} ${view.distance === 1 ? 'mile' : 'miles'} away`;
}

export function genderText(gender: string): string {
  return genderLabel(gender);
}

/** The age from a full view's date of birth, else the age the server sent. */
export function ageText(view: Pick<ProfileView, 'age' | 'DOB'>, today: Date = new Date()): string | null {
  const age = view.DOB ? ageOn(view.DOB, today) : view.age;
  return age === null || age === undefined ? null : String(age);
}

/** RULES.md "Entities": want_kids is Yes, No or Undecided; any other value means unsure. */
export function kidsText(view: Pick<ProfileView, 'has_kids' | 'want_kids'>): { has: string; wants: string } {
  const has = view.has_kids ? 'Has kids' : 'No kids';
  const wants =
    view.want_kids === 'Yes'
      ? 'Wants kids'
      : view.want_kids === 'No'
        ? "Doesn't want kids"
        : 'Unsure about kids';
  return { has, wants };
}
