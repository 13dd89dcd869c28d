// Links that look like buttons: in-app routes (ButtonLink) and other addresses (ButtonAnchor).
import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-styles.ts';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
  return <Link {...props} className={buttonClass(variant, size, className)} />;
}

export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a {...props} className={buttonClass(variant, size, className)} />;
}
