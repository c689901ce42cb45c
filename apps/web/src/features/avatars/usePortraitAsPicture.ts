import { useMutation } from '@tanstack/react-query';
import { avatarsCopy } from '@meshwork/contracts';
import { toast } from '../../ui/toast';
import { api, outputOf, formData } from '../../api/client';
import { sessionStore } from '../../api/session';

/** A portrait taken from the avatar viewer becomes the member's profile picture (the server resizes it like any upload). */
export function usePortraitAsPicture() {
  return useMutation({
    mutationFn: (png: Blob) =>
      outputOf(
        api.POST('/user/cover-image', {
          params: { query: { kind: 'profile' } },
          body: { file: new File([png], 'avatar-portrait.png', { type: 'image/png' }) },
          bodySerializer: formData,
        }),
      ),
    onSuccess: (image) => {
      sessionStore.update({ user_image: image.url });
      toast.success(avatarsCopy.pictureUpdated);
    },
  });
}
