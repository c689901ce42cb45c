import { lazy } from 'react';
import type { DrawerProps } from './DrawerDialog';
import { LoadOnOpen } from './LoadOnOpen';

const DrawerDialog = lazy(() => import('./DrawerDialog').then((module) => ({ default: module.DrawerDialog })));

/** A side sheet for narrow screens; its code loads when it first opens. */
export function Drawer({ open, onOpenChange, ...props }: DrawerProps) {
  return (
    <LoadOnOpen open={open} onOpenChange={onOpenChange}>
      {(state) => <DrawerDialog {...props} {...state} />}
    </LoadOnOpen>
  );
}
