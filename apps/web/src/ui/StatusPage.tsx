import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandLink } from './BrandLink';
import { Card } from './Card';
import { cx } from './cx';

interface StatusPageProps {
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  /** Wide for a page with a list (the decisions of a suspension), else narrow and centred. */
  wide?: boolean;
  children: ReactNode;
}

/** An account's page outside the shell (deactivated, suspended): the brand, then one card. */
export function StatusPage({ icon: Icon, title, intro, wide = false, children }: StatusPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface px-4 py-2 sm:px-6">
        <BrandLink to="/" />
      </header>
      <main className={cx('flex flex-1 justify-center p-4 sm:p-6', !wide && 'items-center')}>
        <Card className={cx('w-full p-6 sm:p-8', wide ? 'max-w-2xl' : 'max-w-lg')}>
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <Icon size={24} aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
          <p className="mt-2 text-sm text-fg-muted">{intro}</p>
          {children}
        </Card>
      </main>
    </div>
  );
}
