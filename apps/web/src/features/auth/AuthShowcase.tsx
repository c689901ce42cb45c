import { Glasses, Shapes, UsersRound } from 'lucide-react';
import { BrandLink } from '../../ui/BrandLink';

const highlights = [
  { icon: UsersRound, text: 'A newsfeed and friends that stay on a server you trust' },
  { icon: Shapes, text: 'Avatars that follow you from the feed into 3D rooms' },
  { icon: Glasses, text: 'XR-ready spaces, whenever your headset is' },
];

/** The one place of the guest pages with depth: Meshwork is about 3D, so its front door shows it. */
export function AuthShowcase() {
  return (
    <aside
      aria-label="About Meshwork"
      className="relative hidden overflow-hidden bg-[#14123a] p-12 text-white lg:flex lg:flex-col lg:justify-between"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(60rem_40rem_at_20%_10%,#4f46e5aa,transparent),radial-gradient(40rem_30rem_at_90%_90%,#0ea5e980,transparent)]"
      />
      <svg aria-hidden className="absolute inset-0 size-full opacity-20" preserveAspectRatio="none">
        <defs>
          <pattern id="mesh" width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0v48" fill="none" stroke="white" strokeWidth="0.5" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#mesh)" />
      </svg>
      <div className="relative [&_a]:text-white">
        <BrandLink to="/" />
      </div>
      <div className="relative max-w-md">
        <p className="text-3xl leading-tight font-semibold">Your people, your avatars, your server.</p>
        <ul className="mt-8 flex flex-col gap-4">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-base text-white/90">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
                <Icon size={20} aria-hidden />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-white/80">Meshwork is open source and self-hostable.</p>
    </aside>
  );
}
