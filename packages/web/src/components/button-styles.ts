// One set of button looks for links and buttons on both sites.
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'dark' | 'outline' | 'onDark';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-coral-400 text-ocean-950 hover:bg-coral-300 active:bg-coral-500',
  dark: 'bg-ocean-950 text-white hover:bg-ocean-800 active:bg-ocean-900',
  outline: 'bg-white text-ocean-950 ring-1 ring-inset ring-ocean-200 hover:bg-ocean-50 hover:ring-ocean-300',
  onDark: 'bg-white/5 text-white ring-1 ring-inset ring-white/30 hover:bg-white/15',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-1.5 text-sm',
  lg: 'min-h-12 px-5 py-1.5 text-base sm:px-6',
};

/** `className` may add layout (margins, width) but cannot override colour or padding: no class merging. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return clsx(
    // One line wherever it fits; on a window too narrow for the label (320 px, 200% zoom) it wraps rather than
    // pushing the page sideways (WCAG 1.4.10).
    'inline-flex max-w-full shrink-0 items-center justify-center gap-2 text-balance text-center rounded-full font-semibold',
    'transition-colors duration-150',
    variants[variant],
    sizes[size],
    className,
  );
}

/** An inline text link on a light surface. */
export const textLinkClass =
  'font-semibold text-ice-700 underline decoration-ice-300 decoration-2 underline-offset-4 transition-colors hover:decoration-ice-700';
