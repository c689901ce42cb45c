import type { ComponentProps } from 'react';
import { cx } from './cx';

export type InputProps = ComponentProps<'input'>;

export const inputClasses =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg placeholder:text-fg-muted ' +
  'transition-colors duration-150 aria-[invalid=true]:border-danger sm:text-sm';

export function Input({ className, ...props }: InputProps) {
  return <input className={cx(inputClasses, className)} {...props} />;
}
