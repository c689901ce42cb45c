import { lazy, type ReactNode } from 'react';
import { postsCopy } from '@meshwork/contracts';
import { Modal } from '../../ui/Modal';

const ReactorList = lazy(() => import('./ReactorList').then((m) => ({ default: m.ReactorList })));

/** The reactions count, opening who reacted with which kind. */
export function ReactorsDialog({ postId, children }: { postId: string; children: ReactNode }) {
  return (
    <Modal
      trigger={children}
      triggerClassName="rounded hover:underline"
      title={postsCopy.whoReacted}
      closeLabel={postsCopy.cancel}
      className="max-w-sm"
    >
      <ReactorList postId={postId} />
    </Modal>
  );
}
