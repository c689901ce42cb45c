import { Link, type LinkProps } from 'react-router';
import { cx } from './cx';

/** An in-text link in the link colour, underlined on hover. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cx('font-medium text-link underline-offset-4 hover:underline', className)} {...props} />;
}
