// Word banks for seeded profiles and chats: short pieces that combine into taglines, descriptions, ideal partners and
// first messages that read like people wrote them (and stay inside the RULES.md "Constants and limits" lengths).
import { LIMITS } from '@rookery/shared/limits.ts';
import type { Random } from './seed-random.ts';

const ADJECTIVES = [
  'Curious',
  'Easygoing',
  'Adventurous',
  'Quiet',
  'Chatty',
  'Sunny',
  'Thoughtful',
  'Playful',
  'Calm',
  'Bold',
  'Gentle',
  'Restless',
  'Loyal',
  'Witty',
  'Warm',
  'Nerdy',
  'Outdoorsy',
  'Creative',
  'Laid-back',
  'Cheerful',
];
const NOUNS = [
  'penguin',
  'bookworm',
  'home cook',
  'trail runner',
  'night owl',
  'early riser',
  'coffee snob',
  'gardener',
  'surfer',
  'dog person',
  'cat person',
  'film buff',
  'tinkerer',
  'traveller',
  'baker',
  'cyclist',
  'swimmer',
  'musician',
  'board gamer',
  'beachcomber',
  'stargazer',
  'hiker',
  'dancer',
  'painter',
];
const HABITS = [
  'loves long walks',
  'makes great pancakes',
  'knows every café in town',
  'is always up for a road trip',
  'reads on the bus',
  'sings in the car',
  'collects odd mugs',
  'swims in winter',
  'grows tomatoes',
  'plays a mean ukulele',
  'never says no to dumplings',
  'is learning Spanish',
  'fixes old bikes',
  'takes too many photos',
  'bakes on Sundays',
  'watches the sunrise',
  'loses at chess',
  'quotes old films',
];

const INTERESTS = [
  'tramping',
  'cooking for friends',
  'live music',
  'old films',
  'board games',
  'sea swimming',
  'gardening',
  'photography',
  'climbing',
  'podcasts',
  'pottery',
  'cycling',
  'yoga',
  'camping',
  'markets on Saturday morning',
  'bad puns',
  'good coffee',
  'travel',
  'running',
  'museums',
  'rugby on the telly',
  'sketching',
  'kayaking',
  'reading crime novels',
  'trivia nights',
  'baking bread',
  'dancing badly',
  'fishing',
  'birdwatching',
  'anime',
];
const JOBS = [
  'a nurse',
  'a teacher',
  'an engineer',
  'a chef',
  'a builder',
  'a student',
  'a designer',
  'an accountant',
  'a vet nurse',
  'a farmer',
  'a developer',
  'a paramedic',
  'a barista',
  'a lawyer',
  'an electrician',
  'a physio',
  'a librarian',
  'a sales rep',
  'a scientist',
  'a retired teacher',
  'a small-business owner',
];
const OPENERS = [
  'Born and raised here, and still finding new corners of it.',
  'Moved here a few years ago and never looked back.',
  'Friends would say I am the one who organises everything.',
  'I laugh easily and talk too much once I know you.',
  'Happiest outside, ideally near water.',
  'Weekdays are busy; weekends are for slowing down.',
  'I am a bit shy at first, then impossible to stop.',
  'Looking for someone to share the small things with.',
];
const CLOSERS = [
  'Tell me your favourite place to eat.',
  'Say hi and tell me what you are reading.',
  'Bonus points if you can recommend a good walk.',
  'If you like dogs, we will get along.',
  'Ask me about my worst travel story.',
  'Happy to start with a coffee and see where it goes.',
];
const PARTNER_TRAITS = [
  'kind',
  'honest',
  'curious',
  'funny',
  'patient',
  'adventurous',
  'relaxed',
  'thoughtful',
  'affectionate',
  'independent',
  'playful',
  'reliable',
  'open-minded',
  'warm',
  'ambitious',
  'down to earth',
];
const PARTNER_WISHES = [
  'who likes a good conversation',
  'who enjoys the outdoors',
  'who can laugh at themselves',
  'who is close to their family',
  'who wants to explore new places',
  'who is happy with quiet nights in',
  'who knows what they want',
  'who does not take life too seriously',
  'who loves food as much as I do',
];

const FIRST_LINES = [
  'Hi! How is your week going?',
  'Hey there, love your tagline.',
  'Hello! That picture made me smile.',
  'Hi, I see you like {interest} too!',
  'Kia ora! Nice to match with you.',
  'Hey, what are you up to this weekend?',
];
const REPLIES = [
  'Hey! Pretty good, thanks. Yours?',
  'Haha thank you! Yours is great too.',
  'Hi! Nice to meet you.',
  'Not bad at all, just back from a walk.',
  'Busy but good! What do you do?',
  'Yes! Been into it for years.',
];
const CHAT_LINES = [
  'Do you have a favourite spot for {interest}?',
  'I work as {job}, it keeps me busy.',
  'That sounds amazing.',
  'Ha, same here!',
  'Have you been to the market on Saturday?',
  'What kind of music do you like?',
  'I am more of a morning person, sadly.',
  'We should grab a coffee sometime.',
  'That made me laugh.',
  'Where did you grow up?',
  'Any plans for the holidays?',
  'I tried {interest} last month, loved it.',
  'Sounds good to me!',
  'How about Thursday after work?',
  'Cool, looking forward to it.',
];

export const AI_IMAGE_PROMPTS = [
  'A penguin reading a book under a lamp',
  'A penguin surfing a big wave at sunset',
  'A penguin cooking pancakes in a small kitchen',
  'A penguin hiking up a mountain with a backpack',
  'A penguin playing the guitar on a beach',
  'A penguin with a coffee cup in a city café',
] as const;

/** What the placeholder private photos show (drawn like the AI images, stored like an uploaded photo). */
export const PHOTO_PROMPTS = [
  'A person smiling on a hill above the sea',
  'A person with a dog in a park in autumn',
  'A person laughing at a table in a café',
  'A person on a bicycle on a country road',
] as const;

function fill(r: Random, line: string): string {
  return line.replace('{interest}', r.pick(INTERESTS)).replace('{job}', r.pick(JOBS));
}

export function tagline(r: Random): string {
  for (;;) {
    const text = `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} who ${r.pick(HABITS)}`;
    if (text.length <= LIMITS.tagline) return text;
  }
}

export function description(r: Random): string {
  const interests = new Set<string>();
  while (interests.size < 3) interests.add(r.pick(INTERESTS));
  const [a, b, c] = [...interests];
  const parts = [
    r.pick(OPENERS),
    `I work as ${r.pick(JOBS)}.`,
    `Outside work you will find me into ${a}, ${b} and ${c}.`,
  ];
  if (r.chance(0.6)) parts.push(r.pick(CLOSERS));
  return parts.join(' ');
}

export function idealPartner(r: Random): string {
  const one = r.pick(PARTNER_TRAITS);
  let two = r.pick(PARTNER_TRAITS);
  while (two === one) two = r.pick(PARTNER_TRAITS);
  return `Someone ${one} and ${two}, ${r.pick(PARTNER_WISHES)}.`;
}

/** A short conversation: an opener, a reply, then lines taking turns; `count` lines in all. */
export function chatLines(r: Random, count: number): string[] {
  const lines = [fill(r, r.pick(FIRST_LINES)), r.pick(REPLIES)];
  while (lines.length < count) lines.push(fill(r, r.pick(CHAT_LINES)));
  return lines.slice(0, count).map((line) => line.slice(0, LIMITS.chatText));
}

/** A display name as people pick them: mostly the first name, sometimes with an initial or a nickname. */
export function displayName(r: Random, first: string, family: string): string {
  const kind = r.next();
  if (kind < 0.7) return first;
  if (kind < 0.9) return `${first} ${family.charAt(0)}.`;
  return `${first} the ${r.pick(NOUNS)}`;
}
