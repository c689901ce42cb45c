import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';

interface SettingsSectionProps {
  id: string;
  title: string;
  /** What the setting does and what happens on change, in plain words. */
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

export function SettingsSection({ id, title, description, children, tone = 'default' }: SettingsSectionProps) {
  return (
    <Card
      as="section"
      aria-labelledby={`${id}-title`}
      id={id}
      className={cx('scroll-mt-24 p-5 sm:p-6', tone === 'danger' && 'border-danger/40')}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-1 text-sm text-fg-muted">{description}</div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
