import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { messages, postsCopy } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { cx } from '../../ui/cx';
import { favouritesKey } from './favouritesQueries';

/** Saves the post to the member's favourites or takes it out; the mark changes at once. */
export function SaveButton({ postId, saved: initiallySaved }: { postId: string; saved: boolean }) {
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
    onError: (_error, save) => {
      setSaved(!save);
      toast.error(messages.genericError);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
  const label = saved ? postsCopy.unsavePost : postsCopy.savePost;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!saved)}
      className="flex size-11 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-muted hover:text-fg"
    >
      <Bookmark size={18} aria-hidden className={cx(saved && 'fill-current text-accent')} />
    </button>
  );
}
