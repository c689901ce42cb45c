import { socialCopy, type Relation } from '@meshwork/contracts';

/** The steps a member can take towards another; `useGraphAction` knows how each reaches the server. */
export type GraphAction = 'sendRequest' | 'cancelRequest' | 'accept' | 'decline' | 'follow' | 'unfollow' | 'unfriend' | 'block' | 'unblock';

export interface GraphCall {
  label: string;
  action: GraphAction;
  memberId: string;
  /** Asks for confirmation first. */
  confirm?: boolean;
  /** Undoes the viewer's own step, so it is not shown as the main call to action. */
  quiet?: boolean;
}

const call = (label: string, action: GraphAction, memberId: string): GraphCall => ({ label, action, memberId });

/** The friendship buttons for how the viewer stands to a member. */
export function friendshipActions(memberId: string, relation: Relation): GraphCall[] {
  if (relation.blocked) return [];
  switch (relation.friendship) {
    case 'none':
      return [call(socialCopy.addFriend, 'sendRequest', memberId)];
    case 'request_sent':
      return [{ ...call(socialCopy.cancelRequest, 'cancelRequest', memberId), quiet: true }];
    case 'request_received':
      return [call(socialCopy.accept, 'accept', memberId), call(socialCopy.decline, 'decline', memberId)];
    case 'friends':
      return [];
  }
}

/** The quieter actions of the "more" menu: follow, unfriend, block. */
export function moreActions(memberId: string, relation: Relation): GraphCall[] {
  if (relation.blocked) return [call(socialCopy.unblock, 'unblock', memberId)];
  return [
    relation.following ? call(socialCopy.unfollow, 'unfollow', memberId) : call(socialCopy.follow, 'follow', memberId),
    ...(relation.friendship === 'friends' ? [call(socialCopy.unfriend, 'unfriend', memberId)] : []),
    { ...call(socialCopy.block, 'block', memberId), confirm: true },
  ];
}
