import { chatCopy } from '@meshwork/contracts';
import { FileText, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Skeleton } from '../../ui/Skeleton';
import type { ChatMessage } from './chatMessages';
import { useFileLink } from './fileLinks';
import { isImage } from './messageView';

/**
 * An attachment: an image as a preview that opens full size, any other file as a download link,
 * both at the file's signed link (never at its protocol address, which carries the session).
 */
export function AttachmentView({ file }: { file: NonNullable<ChatMessage['file']> }) {
  const link = useFileLink(file);
  const image = isImage(file);
  if (image && link === undefined) return <Skeleton className="h-32 w-48" />;
  if (!image || !link)
    return (
      <a
        href={link ?? undefined}
        download={file.name}
        className="flex items-center gap-2 underline"
        aria-label={chatCopy.download(file.name)}
      >
        <FileText size={18} aria-hidden />
        <span className="truncate">{file.name}</span>
      </a>
    );
  return (
    <Dialog.Root>
      <Dialog.Trigger className="block overflow-hidden rounded-lg" aria-label={chatCopy.openImage(file.name)}>
        <img src={link} alt={file.name} className="max-h-48 max-w-full object-cover" loading="lazy" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[70] bg-black/80" />
        <Dialog.Content className="fixed inset-0 z-[70] flex items-center justify-center p-4" aria-describedby={undefined}>
          <Dialog.Title className="sr-only">{file.name}</Dialog.Title>
          <img src={link} alt={file.name} className="max-h-full max-w-full rounded-lg object-contain" />
          <Dialog.Close
            aria-label={chatCopy.closeImage}
            className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full bg-black/60 text-white"
          >
            <X size={20} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
