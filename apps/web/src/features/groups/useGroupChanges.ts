import type { Group } from '@meshwork/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, envelopeOf, outputOf } from '../../api/client';
import { uploadGroupImage } from './groupImage';
import { groupKeys } from './groupQueries';

const onGroup = (id: string) => ({ params: { path: { id } } });

/** A group change (members, name, image): the lists show the answer at once; the form shows a failure beside it. */
function useGroupChange<Input>(change: (input: Input) => Promise<Group | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    meta: { failureMessage: () => null },
  });
}

/** Starts a group with friends, then gives it its image when one was chosen. */
export const useCreateGroup = () =>
  useGroupChange(async ({ name, memberIds, image }: { name: string; memberIds: string[]; image: File | null }) => {
    const group = await outputOf(api.POST('/groups', { body: { name, member_ids: memberIds } }));
    return image ? uploadGroupImage(group.id, image) : group;
  });

/** Removes a member, or the member leaves when it is their own id. */
export const useRemoveMember = (groupId: string) =>
  useGroupChange(async (memberId: string) => {
    await envelopeOf(api.DELETE('/groups/{id}/members/{user_id}', { params: { path: { id: groupId, user_id: memberId } } }));
    return null;
  });

export const useAddMembers = (groupId: string) =>
  useGroupChange((memberIds: string[]) =>
    outputOf(api.POST('/groups/{id}/members', { ...onGroup(groupId), body: { member_ids: memberIds } })),
  );

export const useRenameGroup = (groupId: string) =>
  useGroupChange((name: string) => outputOf(api.PATCH('/groups/{id}', { ...onGroup(groupId), body: { name } })));

export const useChangeGroupImage = (groupId: string) => useGroupChange((file: File) => uploadGroupImage(groupId, file));
