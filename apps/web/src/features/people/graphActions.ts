import { apiPaths, memberPath, socialCopy, type Relation } from '@meshwork/contracts';

export interface GraphCall {
  label: string;
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** Asks for confirmation first. */
  confirm?: boolean;
  /** Undoes the viewer's own step, so it is not shown as the main call to action. */
  quiet?: boolean;
}

const call = (label: string, method: GraphCall['method'], path: string, memberId: string): GraphCall => ({
  label,
  method,
  path: memberPath(path, memberId),
});

/** The friendship buttons for how the viewer stands to a member. */
export function friendshipActions(memberId: string, relation: Relation): GraphCall[] {
  if (relation.blocked) return [];
  switch (relation.friendship) {
    case 'none':
      return [{ label: socialCopy.addFriend, method: 'POST', path: apiPaths.friendRequests, body: { user_id: memberId } }];
    case 'request_sent':
      return [{ ...call(socialCopy.cancelRequest, 'DELETE', apiPaths.friendRequest, memberId), quiet: true }];
    case 'request_received':
      return [
        call(socialCopy.accept, 'POST', apiPaths.acceptFriendRequest, memberId),
        call(socialCopy.decline, 'POST', apiPaths.declineFriendRequest, memberId),
      ];
    case 'friends':
      return [];
  }
}

/** The quieter actions of the "more" menu: follow, unfriend, block. */
export function moreActions(memberId: string, relation: Relation): GraphCall[] {
  if (relation.blocked) return [call(socialCopy.unblock, 'DELETE', apiPaths.block, memberId)];
  return [
    relation.following
      ? call(socialCopy.unfollow, 'DELETE', apiPaths.follow, memberId)
      : call(socialCopy.follow, 'POST', apiPaths.follow, memberId),
    ...(relation.friendship === 'friends' ? [call(socialCopy.unfriend, 'DELETE', apiPaths.friend, memberId)] : []),
    { ...call(socialCopy.block, 'POST', apiPaths.block, memberId), confirm: true },
  ];
}
