import { lazy } from 'react';
import { iconMenuTrigger } from './iconMenuTrigger';
import type { IconMenuProps } from './IconMenuPopup';
import { LoadOnOpen, TriggerLookalike } from './LoadOnOpen';

const IconMenuPopup = lazy(() => import('./IconMenuPopup').then((module) => ({ default: module.IconMenuPopup })));

/** An icon button that opens a menu of actions; the menu's code loads when it first opens. */
export function IconMenu(props: IconMenuProps) {
  return (
    <LoadOnOpen
      placeholder={(openIt) => (
        <TriggerLookalike popup="menu" aria-label={props.label} className={props.triggerClassName ?? iconMenuTrigger} onClick={openIt}>
          {props.icon}
        </TriggerLookalike>
      )}
    >
      {(state) => <IconMenuPopup {...props} {...state} />}
    </LoadOnOpen>
  );
}
