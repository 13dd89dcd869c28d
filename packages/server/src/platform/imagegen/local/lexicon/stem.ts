// Folds a word onto the forms the lexicon knows: accents dropped, plurals to their singular, and -ing / -ed to the
// verb ("kayaking" → kayak, "baking" → bake, "swimming" → swim, "puppies" → puppy).

/** The prompt's words, lower case and without accents ("Café" → cafe); "ice cream" and "road trip" kept whole. */
export function wordsOf(prompt: string): string[] {
  const raw = prompt
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ice cream/g, 'icecream')
    .replace(/road trip/g, 'roadtrip')
    .replace(/flat white/g, 'flatwhite');
  return raw.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The word itself first, then the forms it may be an inflection of. */
export function formsOf(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length > 2 && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  for (const suffix of ['ing', 'ed', 'er']) {
    if (word.length <= suffix.length + 2 || !word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    add(base);
    add(`${base}e`);
    // swimming → swim, shopped → shop
    if (base.at(-1) === base.at(-2)) add(base.slice(0, -1));
  }
  return forms;
}

/** What a table says about the word or, failing that, about its first known form. */
export function lookUp<T>(table: ReadonlyMap<string, T>, word: string): T | undefined {
  for (const form of formsOf(word)) {
    const found = table.get(form);
    if (found !== undefined) return found;
  }
  return undefined;
}
