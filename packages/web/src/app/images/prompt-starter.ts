// The nine prompts of RULES.md "Entities" as a start for the description: choosing one writes "My next vacation: " in
// front of what the person typed, replacing the start another prompt wrote, so ideas can be tried freely.
import { IMAGE_PROMPTS } from '@rookery/shared/domain/prompts.ts';

export type ImagePrompt = (typeof IMAGE_PROMPTS)[number];

/** The one prompt that is a blank page rather than a start. */
export const OWN_WORDS: ImagePrompt = 'Personalised message';

const starterOf = (prompt: ImagePrompt) => `${prompt}: `;

/** The description without a start a prompt wrote. */
function withoutStarter(description: string): string {
  for (const prompt of IMAGE_PROMPTS) {
    const starter = starterOf(prompt).trimEnd();
    if (description.startsWith(starter)) return description.slice(starter.length).trimStart();
  }
  return description;
}

export function applyPrompt(description: string, prompt: ImagePrompt): string {
  const rest = withoutStarter(description);
  return prompt === OWN_WORDS ? rest : `${starterOf(prompt)}${rest}`;
}

/** What the text box suggests writing next, for the chosen prompt. */
export function placeholderFor(prompt: ImagePrompt | null): string {
  if (prompt === null || prompt === OWN_WORDS)
    return 'Describe a scene that says something about you, e.g. "Me and my dog on a canoe at sunrise"';
  return 'Now add the details: who, where, what is happening…';
}
