import type { HTMLAttributes } from 'react';
import { cx } from './cx';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside';
}

export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={cx('rounded-xl border border-line bg-surface shadow-soft', className)} {...props} />;
}
