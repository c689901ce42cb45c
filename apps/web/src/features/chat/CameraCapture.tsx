import { chatCopy } from '@meshwork/contracts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';

type CameraState =
  { kind: 'starting' } | { kind: 'live' } | { kind: 'taken'; photo: File; url: string } | { kind: 'failed'; message: string };

/** Why the camera did not start, in the member's words: none there, not allowed, or anything else. */
function cameraProblemOf(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return chatCopy.cameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return chatCopy.noCamera;
  return chatCopy.cameraFailed;
}

/** Takes a photo with the device's camera, shows it, and sends it only when the member says so. */
export function CameraCapture({ onSend, onClose }: { onSend: (photo: File) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>(() =>
    // Pages not served over https (or old browsers) have no camera API at all.
    'mediaDevices' in navigator ? { kind: 'starting' } : { kind: 'failed', message: chatCopy.noCamera },
  );
  const live = state.kind === 'live' || state.kind === 'starting';

  useEffect(() => {
    if (!live) return;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: true, audio: false })
      .then((media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream.current = media;
        if (video.current) video.current.srcObject = media;
        setState({ kind: 'live' });
      })
      .catch((error: unknown) => !cancelled && setState({ kind: 'failed', message: cameraProblemOf(error) }));
    return () => {
      cancelled = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
  }, [live]);

  const take = () => {
    const source = video.current;
    if (!source || !source.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob((blob) => {
      if (!blob) return;
      const photo = new File([blob], `photo-${Date.now()}.jpg`, { type: 'image/jpeg' });
      setState({ kind: 'taken', photo, url: URL.createObjectURL(photo) });
    }, 'image/jpeg');
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[70] bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[70] flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">{chatCopy.cameraTitle}</Dialog.Title>
            <Dialog.Close aria-label={chatCopy.cancel} className="flex size-11 items-center justify-center rounded-lg hover:bg-muted">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          {state.kind === 'failed' ? (
            <InlineAlert tone="error">{state.message}</InlineAlert>
          ) : state.kind === 'taken' ? (
            <img src={state.url} alt={chatCopy.cameraTitle} className="rounded-lg" />
          ) : (
            <video
              ref={video}
              autoPlay
              playsInline
              muted
              className="aspect-video w-full rounded-lg bg-black"
              aria-label={chatCopy.cameraStarting}
            />
          )}
          <div className="flex justify-end gap-2">
            {state.kind === 'live' && <Button onClick={take}>{chatCopy.takePhoto}</Button>}
            {state.kind === 'taken' && (
              <>
                <Button variant="ghost" onClick={() => setState({ kind: 'starting' })}>
                  {chatCopy.retake}
                </Button>
                <Button onClick={() => onSend(state.photo)}>{chatCopy.sendPhoto}</Button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
