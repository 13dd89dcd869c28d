// The date safety screens' query keys: each date's safety, and the shared dates still open (the matches list's card).
export const dateSafetyKeys = {
  date: (id: string) => ['datesafety', id] as const,
  shared: ['mysharedates'] as const,
};
