import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';

export interface OpenState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface LoadOnOpenProps {
  /** Given when the caller holds the open state; otherwise it is kept here. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What shows before the first opening, and while the popup loads: a look-alike of its trigger. */
  placeholder?: (openIt: () => void) => ReactNode;
  /** The popup itself (a lazy component), rendered from its first opening on. */
  children: (state: OpenState) => ReactNode;
}

/**
 * Menus, popovers and dialogs load their code when first opened, not with the page: until then only
 * the placeholder shows (a plain button that looks like the trigger); its click opens the popup, which
 * loads then and shows open. From then on the popup stays mounted, so it closes as it always does.
 */
export function LoadOnOpen({ open, onOpenChange, placeholder, children }: LoadOnOpenProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const [loaded, setLoaded] = useState(isOpen);
  if (isOpen && !loaded) setLoaded(true);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const waiting = placeholder?.(() => setOpen(true)) ?? null;
  if (!loaded) return waiting;
  return <Suspense fallback={waiting}>{children({ open: isOpen, onOpenChange: setOpen })}</Suspense>;
}

type LookalikeProps = Pick<ComponentProps<'button'>, 'aria-label' | 'className' | 'title' | 'children'> & {
  popup: 'menu' | 'dialog';
  onClick: () => void;
};

/** The usual placeholder: a plain button marked like the popup's trigger before it has opened. */
export function TriggerLookalike({ popup, ...props }: LookalikeProps) {
  return <button type="button" aria-haspopup={popup} aria-expanded={false} {...props} />;
}
