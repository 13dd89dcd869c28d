// The product's six social profiles; handles derive from the configured product name.
import { SocialIcon, type SocialNetwork } from './social-icons.tsx';

interface SocialProfile {
  network: SocialNetwork;
  label: string;
  url: string;
}

export function socialProfiles(product: string): SocialProfile[] {
  const slug = product.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return [
    { network: 'instagram', label: 'Instagram', url: `https://www.instagram.com/${slug}.app` },
    { network: 'facebook', label: 'Facebook', url: `https://www.facebook.com/${slug}.app` },
    { network: 'tiktok', label: 'TikTok', url: `https://www.tiktok.com/@${slug}.app` },
    { network: 'x', label: 'X', url: `https://x.com/${slug}app` },
    { network: 'youtube', label: 'YouTube', url: `https://www.youtube.com/@${slug}app` },
    { network: 'linkedin', label: 'LinkedIn', url: `https://www.linkedin.com/company/${slug}-app` },
  ];
}

export function SocialLinks({ product }: { product: string }) {
  return (
    <ul className="flex flex-wrap gap-2.5">
      {socialProfiles(product).map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${product} on ${profile.label}`}
            className="grid size-11 place-items-center rounded-full bg-white/5 text-ocean-200 ring-1 ring-inset ring-white/15 transition-colors hover:bg-white/15 hover:text-white"
          >
            <SocialIcon network={profile.network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
