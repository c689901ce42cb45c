import { Link } from 'react-router';

/** The Meshwork mark and name, leading home. */
export function BrandLink({ to = '/newsfeed' }: { to?: string }) {
  return (
    <Link to={to} className="flex h-11 items-center gap-2 rounded-lg pr-1 text-lg font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Meshwork
    </Link>
  );
}
