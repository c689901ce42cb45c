import { Link } from 'react-router';

/**
 * The Meshwork mark and name, leading home. In the app's header a phone has room for the mark
 * alone beside the header's buttons: the name is then only read out.
 */
export function BrandLink({ to = '/newsfeed', markOnlyOnPhones = false }: { to?: string; markOnlyOnPhones?: boolean }) {
  return (
    <Link to={to} className="flex h-11 shrink-0 items-center gap-2 rounded-lg pr-1 text-lg font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={markOnlyOnPhones ? 'max-sm:sr-only' : undefined}>Meshwork</span>
    </Link>
  );
}
