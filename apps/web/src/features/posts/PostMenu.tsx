import { Ellipsis } from 'lucide-react';
import { lazy } from 'react';
import { postsCopy } from '@meshwork/contracts';
import { LoadOnOpen, TriggerLookalike } from '../../ui/LoadOnOpen';
import type { PostMenuProps } from './PostMenuPopup';

// The items, their icons and the delete confirmation load with the menu's first opening.
const PostMenuPopup = lazy(() => import('./PostMenuPopup').then((m) => ({ default: m.PostMenuPopup })));

const triggerClasses = 'flex size-11 items-center justify-center rounded-full hover:bg-muted';

/** The actions on a post (edit, pin or unpin, delete): a look-alike of the trigger until first opened. */
export function PostMenu(props: PostMenuProps) {
  return (
    <LoadOnOpen
      placeholder={(openIt) => (
        <TriggerLookalike popup="menu" aria-label={postsCopy.postActions} className={triggerClasses} onClick={openIt}>
          <Ellipsis size={18} aria-hidden />
        </TriggerLookalike>
      )}
    >
      {(state) => <PostMenuPopup {...props} {...state} triggerClassName={triggerClasses} />}
    </LoadOnOpen>
  );
}
