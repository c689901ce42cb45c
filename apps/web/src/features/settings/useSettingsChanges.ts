import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountDetails, type ImageKind, type TwoFactorStateUpdate, authMessages } from '@meshwork/contracts';
import { api, envelopeOf, formData } from '../../api/client';
import { sessionStore } from '../../api/session';
import { toast } from '../../ui/toast';
import type { ProfileForm } from './profileForm';
import { useLeaveAfterRemoval } from './useLeaveAfterRemoval';
import { creatorStatusQuery } from './settingsQueries';
import { useSettingsAction } from './useSettingsAction';

// The settings page's changes, one per section; all but the code request are settings actions (useSettingsAction).

/** Saves the profile; the header and sidebar read the session, so they show the new name and colour at once. */
export const useSaveProfile = (userId: string, onSaved: (saved: AccountDetails) => void) =>
  useSettingsAction(
    (values: ProfileForm) =>
      envelopeOf(
        api.POST('/user/update/{id}', { params: { path: { id: userId } }, body: { ...values, birthday: values.birthday || null } }),
      ),
    ({ output: saved }) => {
      sessionStore.update({ fullname: saved.fullname, nickname: saved.nickname, username: saved.username, colour: saved.colour });
      onSaved(saved);
    },
  );

/** Uploads a new profile picture or cover; a new picture shows in the header at once. */
export const useReplaceImage = () =>
  useSettingsAction(
    ({ kind, file }: { kind: ImageKind; file: File }) =>
      envelopeOf(api.POST('/user/cover-image', { params: { query: { kind } }, body: { file }, bodySerializer: formData })),
    ({ output: image }) => image.kind === 'profile' && sessionStore.update({ user_image: image.url }),
  );

/** Always shows sensitive pictures, or blurs them again; post cards read the session's copy, so they follow at once. */
export const useAlwaysShowSensitive = () =>
  useSettingsAction(
    (always_show_sensitive: boolean) => envelopeOf(api.PATCH('/user/preferences', { body: { always_show_sensitive } })),
    ({ output }) => sessionStore.update(output),
  );

export const useChangePassword = (onDone: () => void) =>
  useSettingsAction(
    ({ current_password, password }: { current_password: string; password: string }) =>
      envelopeOf(api.POST('/user/password/update', { body: { current_password, password } })),
    onDone,
  );

export const useSaveSecurityCode = (onDone: () => void) =>
  useSettingsAction(
    (body: { security_code: string; password: string }) => envelopeOf(api.POST('/user/security-code/update', { body })),
    onDone,
  );

export const useSetTwoFactor = (onDone: () => void) =>
  useSettingsAction((body: TwoFactorStateUpdate) => envelopeOf(api.POST('/authenticator/2fa/state', { body })), onDone);

/** Asks to become a creator; the request then shows as pending. */
export function useBecomeCreator() {
  const queryClient = useQueryClient();
  return useSettingsAction(
    () => envelopeOf(api.POST('/user/creator-upgrade')),
    ({ output }) => queryClient.setQueryData(creatorStatusQuery.queryKey, output),
  );
}

/** Deactivates the account; the server ends every session, so this device logs out. */
export function useDeactivate() {
  const leave = useLeaveAfterRemoval();
  return useSettingsAction((body: { password: string }) => envelopeOf(api.POST('/user/deactivate', { body })), leave);
}

/** Mails the code that confirms the account's deletion. */
export function useRequestDeletionCode() {
  return useMutation({
    mutationFn: () => envelopeOf(api.GET('/user/delete/request')),
    onSuccess: () => toast.success(authMessages.verificationCodeSent),
    meta: { failureMessage: () => authMessages.emailUnableToSend },
  });
}

/** Confirms the deletion with the mailed code; the server ends every session, so this device logs out. */
export function useConfirmDeletion() {
  const leave = useLeaveAfterRemoval();
  return useSettingsAction(
    (body: { code: string; security_code?: string }) => envelopeOf(api.POST('/user/delete/confirm', { body })),
    leave,
  );
}
