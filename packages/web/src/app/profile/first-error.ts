// Saving an incomplete profile brings the first field with an error into view and focuses it: the
// form is long on a phone, and a message below the fold reads as a Save that did nothing.

/** Scrolls the first invalid field (in page order) to the middle of the screen and focuses it. */
export function showFirstError(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  // Centred, so neither the header nor the sticky Save bar covers it.
  first.scrollIntoView({ block: 'center' });
  // A choice group focuses its chosen option, else its first one (the radios are what take focus).
  const target =
    first instanceof HTMLFieldSetElement
      ? (first.querySelector<HTMLElement>('input:checked') ?? first.querySelector<HTMLElement>('input'))
      : first;
  target?.focus({ preventScroll: true });
}
