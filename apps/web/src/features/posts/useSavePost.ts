import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { favouritesKey } from './favouritesQueries';

/** Saves a post to the member's favourites or takes it out; `saved` changes at once and back on a failure. */
export function useSavePost(postId: string, initiallySaved: boolean) {
  const [saved, setSaved] = useState(initiallySaved);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (save: boolean) =>
      envelopeOf(
        save
          ? api.PUT('/favourites/{id}', { params: { path: { id: postId } } })
          : api.DELETE('/favourites/{id}', { params: { path: { id: postId } } }),
      ),
    onMutate: (save) => setSaved(save),
    onSuccess: (envelope) => envelope.message && toast.success(envelope.message),
    onError: (_error, save) => setSaved(!save),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
    meta: { failureMessage: () => messages.genericError },
  });
  return { saved, toggle: () => toggle.mutate(!saved), pending: toggle.isPending };
}
