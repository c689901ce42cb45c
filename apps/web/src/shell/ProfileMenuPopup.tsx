import { CircleUser, Info, LogOut, Monitor, Moon, Settings, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { type AuthSession, messages, authCopy } from '@meshwork/contracts';
import { cx } from '../ui/cx';
import { profilePath } from '../paths/profileSections';
import { themeStore, useThemeChoice, type ThemeChoice } from '../features/theme/themeStore';
import { useLogout } from '../features/auth/useLogout';
import { ProfileMenuAvatar, profileMenuLabel, profileMenuTriggerClasses } from './profileMenuTrigger';
import type { OpenState } from '../ui/LoadOnOpen';

const themes: Array<{ value: ThemeChoice; label: string; icon: typeof Sun }> = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

const itemClasses =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none select-none data-[highlighted]:bg-muted';

/** ProfileMenu's menu, built on the Radix dropdown; loaded when first opened. */
export function ProfileMenuPopup({ session, open, onOpenChange }: { session: AuthSession } & OpenState) {
  const navigate = useNavigate();
  const logout = useLogout();
  const theme = useThemeChoice();
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its focusable controls stay reachable.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger aria-label={profileMenuLabel} className={profileMenuTriggerClasses}>
        <ProfileMenuAvatar session={session} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="animate-pop-in z-50 w-64 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{session.fullname}</p>
            <p className="truncate text-xs text-fg-muted">@{session.username}</p>
          </div>
          <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate(profilePath(session.username))}>
            <CircleUser size={18} aria-hidden /> Your profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate('/settings')}>
            <Settings size={18} aria-hidden /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate('/about')}>
            <Info size={18} aria-hidden /> {authCopy.aboutLink}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-medium text-fg-muted">Theme</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => themeStore.set(value as ThemeChoice)}>
            {themes.map(({ value, label, icon: Icon }) => (
              <DropdownMenu.RadioItem key={value} value={value} className={cx(itemClasses, 'justify-between')}>
                <span className="flex items-center gap-3">
                  <Icon size={18} aria-hidden /> {label}
                </span>
                <DropdownMenu.ItemIndicator className="size-2 rounded-full bg-accent" />
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void logout()}>
            <LogOut size={18} aria-hidden /> {messages.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
