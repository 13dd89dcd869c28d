// How the urgent links look on the date safety screens.

/** The urgent links ("I need help", the emergency call): a deep red, never the brand's ordinary buttons. */
export const urgentClass =
  'inline-flex h-14 w-full items-center justify-center gap-2 rounded-full bg-coral-700 px-6 font-bold text-white transition-colors hover:bg-coral-600 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none';
