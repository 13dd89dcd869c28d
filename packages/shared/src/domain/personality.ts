// The five personality sliders of a profile (RULES.md "Entities"), low end to high end. Kept apart from the profile
// schema so screens that only show a profile (the deck's profile sheet, the profile view) do not load zod.

export const PERSONALITY_SLIDERS = [
  { key: 'introvert', low: 'Introvert', high: 'Extrovert' },
  { key: 'planner', low: 'Planner', high: 'Spontaneous' },
  { key: 'explorer', low: 'Homebody', high: 'Explorer' },
  { key: 'earlybird', low: 'Early Bird', high: 'Night Owl' },
  { key: 'sweet', low: 'Sweet', high: 'Sarcastic' },
] as const;
export type PersonalityKey = (typeof PERSONALITY_SLIDERS)[number]['key'];
