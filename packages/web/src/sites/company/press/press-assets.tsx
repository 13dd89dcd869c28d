// The downloadable logos and the brand colour swatches of the press kit.
import { Download } from 'lucide-react';
import { IcefloeMark } from '../../../components/icefloe-mark.tsx';
import { RookeryMark } from '../../../components/rookery-mark.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const swatches = [
  { name: 'Polar night', hex: '#07162B', className: 'bg-ocean-950' },
  { name: 'Deep ocean', hex: '#12305A', className: 'bg-ocean-800' },
  { name: 'Glacier', hex: '#9DD3EF', className: 'bg-ice-300' },
  { name: 'Sea ice', hex: '#F2F9FD', className: 'bg-ice-50' },
  { name: 'Sunrise coral', hex: '#FF7A59', className: 'bg-coral-400' },
  { name: 'Pebble', hex: '#E4D8C6', className: 'bg-pebble-200' },
] as const;

export function LogoDownloads() {
  const { company, product } = usePublicConfig();
  const logos = [
    {
      name: product,
      file: '/icons/rookery.svg',
      mark: <RookeryMark className="size-24" />,
      bg: 'bg-ice-200',
    },
    {
      name: company,
      file: '/icons/icefloe.svg',
      mark: <IcefloeMark className="size-24" />,
      bg: 'bg-pebble-50',
    },
  ];
  return (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2">
      {logos.map((logo) => (
        <li key={logo.file} className="overflow-hidden rounded-3xl ring-1 ring-ocean-100">
          <div className={`grid h-48 place-items-center ${logo.bg}`}>{logo.mark}</div>
          <div className="flex items-center justify-between gap-4 p-5">
            <p className="font-semibold">{logo.name} mark</p>
            <a
              href={logo.file}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-ice-700 ring-1 ring-inset ring-ice-200 transition-colors hover:bg-ice-50"
            >
              <Download className="size-4" aria-hidden />
              Download SVG
              <span className="sr-only"> of the {logo.name} mark</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BrandColours() {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {swatches.map((swatch) => (
        <li key={swatch.hex} className="overflow-hidden rounded-2xl ring-1 ring-ocean-100">
          <div className={`h-24 ${swatch.className}`} />
          <div className="p-4">
            <p className="font-semibold">{swatch.name}</p>
            <p className="font-mono text-sm text-ocean-600">{swatch.hex}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
