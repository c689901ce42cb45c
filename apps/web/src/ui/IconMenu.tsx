import { lazy } from 'react';
import type { IconMenuProps } from './IconMenuPopup';
import { LoadOnOpen } from './LoadOnOpen';

const IconMenuPopup = lazy(() => import('./IconMenuPopup').then((module) => ({ default: module.IconMenuPopup })));

/** An icon button that opens a menu of actions; the menu's code loads when it first opens. */
export function IconMenu(props: IconMenuProps) {
  return (
    <LoadOnOpen
      placeholder={(openIt) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={props.label}
          className={props.triggerClassName}
          onClick={openIt}
        >
          {props.icon}
        </button>
      )}
    >
      {(state) => <IconMenuPopup {...props} {...state} />}
    </LoadOnOpen>
  );
}
