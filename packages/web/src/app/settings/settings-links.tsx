// Community and legal links of the settings screen (RULES.md "Screens and routes"). The public pages are the
// dating site's own, so they open in place; the person comes back with Back.
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface SettingsLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

export function LinkList({ links, label }: { links: SettingsLink[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-ocean-100">
      {links.map(({ to, label: text, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex items-center gap-3 rounded-xl py-3 font-semibold text-ocean-900 hover:text-ice-700 focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none"
          >
            <Icon className="size-5 text-ice-700" aria-hidden />
            <span className="flex-1">{text}</span>
            <ChevronRight className="size-5 text-ocean-400" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
