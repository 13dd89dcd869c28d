// An email address inside a sentence: emphasised, and free to wrap anywhere on a narrow phone.
export function EmailAddress({ children }: { children: string }) {
  return <strong className="font-semibold [overflow-wrap:anywhere] text-ocean-900">{children}</strong>;
}
