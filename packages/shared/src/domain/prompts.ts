// The nine prompts of RULES.md "Entities": ideas for an AI image, and (RULES.md "Defaults") the same ideas as
// questions to answer aloud in a voice recording.

export const IMAGE_PROMPTS = [
  'My next vacation',
  'Where I would like to settle down',
  'The most special person in my life',
  'Who I would tell first if I won the lotto',
  'Who would play me in a movie',
  'The TV show or movie I cannot live without',
  'My favourite story or book',
  'The first meal I would cook for a new partner',
  'Personalised message',
] as const;

export const VOICE_PROMPTS = [
  'Where are you going on your next vacation?',
  'Where would you like to settle down?',
  'Who is the most special person in your life?',
  'Who would you tell first if you won the lotto?',
  'Who would play you in a movie?',
  'Which TV show or movie can you not live without?',
  'What is your favourite story or book?',
  'What is the first meal you would cook for a new partner?',
  'Say a personal message to your future match.',
] as const;
