import { Search } from 'lucide-react';
import { useId } from 'react';
import { cx } from './cx';
import { Input, type InputProps } from './Input';

interface SearchInputProps extends Omit<InputProps, 'type' | 'id' | 'onChange'> {
  /** The accessible name, read by screen readers; the placeholder is only a hint. */
  label: string;
  onValueChange(value: string): void;
  wrapperClassName?: string;
}

/** A labelled search box with its magnifier icon, the same everywhere members search. */
export function SearchInput({ label, onValueChange, className, wrapperClassName, ...props }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cx('relative', wrapperClassName)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search size={18} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        className={cx('pl-10', className)}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
    </div>
  );
}
