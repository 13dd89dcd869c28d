// One titled part of the editor (RULES.md "Screens and routes": Public, Private, Preferences, Personality Extras).
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface FormSectionProps {
  title: string;
  text: string;
  icon: LucideIcon;
  children: ReactNode;
}

export function FormSection({ title, text, icon: Icon, children }: FormSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-ocean-100 pt-7 first:border-t-0 first:pt-0">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ice-100 text-ice-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={id} className="text-lg leading-tight font-bold text-ocean-950">
            {title}
          </h2>
          <p className="mt-0.5 text-sm leading-relaxed text-ocean-500">{text}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}
