import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { picturesCopy } from '@meshwork/contracts';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Button } from './Button';

export interface LightboxPicture {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface LightboxProps {
  pictures: LightboxPicture[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** What goes under the picture beside its alt text (a link to its post). */
  footer?: (picture: LightboxPicture) => ReactNode;
}

/** How far a finger must travel sideways to move to the next picture. */
const swipeDistance = 50;

/**
 * Pictures one at a time over the page: arrow keys and swipes move between them, Escape closes,
 * focus stays inside and returns to the opener (Radix Dialog).
 */
export function Lightbox({ pictures, index, onIndexChange, footer }: LightboxProps) {
  const swipeStart = useRef<number | null>(null);
  // Opened without a Radix trigger: focus goes back by hand to what opened it.
  const opener = useRef<HTMLElement | null>(null);
  const picture = index === null ? undefined : pictures[index];
  const move = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < pictures.length) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= swipeDistance) move(distance < 0 ? 1 : -1);
  };
  return (
    <Dialog.Root open={picture !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        {/* Opaque, so nothing of the page (the header's logo) shows behind the title. */}
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => (opener.current = document.activeElement as HTMLElement | null)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-2 p-2">
            <Dialog.Title className="px-2 text-sm">
              {picturesCopy.dialogTitle} · {index !== null && picturesCopy.position(index + 1, pictures.length)}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={picturesCopy.close} className="text-white hover:bg-white/10">
                <X size={22} aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          {picture && (
            <div
              className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-16"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
            >
              <img
                key={picture.id}
                src={picture.src}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                className="max-h-full max-w-full object-contain select-none"
                draggable={false}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={picturesCopy.previous}
                disabled={index === 0}
                onClick={() => move(-1)}
                className="absolute left-2 hidden text-white hover:bg-white/10 sm:flex"
              >
                <ChevronLeft size={28} aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={picturesCopy.next}
                disabled={index === pictures.length - 1}
                onClick={() => move(1)}
                className="absolute right-2 hidden text-white hover:bg-white/10 sm:flex"
              >
                <ChevronRight size={28} aria-hidden />
              </Button>
            </div>
          )}
          {picture && (
            <div className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
              <p className={picture.alt ? '' : 'text-white/60'}>{picture.alt || picturesCopy.noAlt}</p>
              {footer?.(picture)}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
