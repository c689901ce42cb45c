import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import { picturesCopy, postsCopy, type PostImage } from '@meshwork/contracts';
import { useSession } from '../../api/session';
import { cx } from '../../ui/cx';

// Loaded on the first picture opened, so the feed's first load does not carry it.
const Lightbox = lazy(() => import('../../ui/Lightbox').then((m) => ({ default: m.Lightbox })));

const placeholderOf = (image: PostImage) => thumbHashToDataURL(Uint8Array.from(atob(image.placeholder), (char) => char.charCodeAt(0)));

/** One image in its stored shape, its placeholder behind it until it loads (nothing moves); it opens full size in the lightbox. */
function PostPicture({ image, cover, eager, onOpen }: { image: PostImage; cover: boolean; eager: boolean; onOpen: () => void }) {
  const [loaded, setLoaded] = useState(false);
  const style: CSSProperties = {
    aspectRatio: cover ? undefined : `${image.width} / ${image.height}`,
    backgroundImage: loaded ? undefined : `url(${placeholderOf(image)})`,
    backgroundSize: 'cover',
  };
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={picturesCopy.open(image.alt)}
      className={cx('block w-full cursor-zoom-in overflow-hidden bg-muted', cover && 'h-full')}
      style={style}
    >
      <img
        src={image.small_url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        // The first screen's pictures are the page's largest paint: fetched before scripts and icons.
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={cx('size-full', cover ? 'object-cover' : 'object-contain')}
      />
    </button>
  );
}

/**
 * A post's images: one in its own shape, several as a grid of squares; each opens the lightbox.
 * Sensitive ones are blurred (the real thumbnails, so nothing moves) under one button that shows
 * them all and then, as a small "Hide", blurs them again; the member's setting shows them at once.
 */
export function PostImages({ images, sensitive, eager = false }: { images: PostImage[]; sensitive?: boolean; eager?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const [revealed, setRevealed] = useState(false);
  const alwaysShown = useSession()?.always_show_sensitive;
  if (images.length === 0) return null;
  const veiled = sensitive && !alwaysShown;
  // Inert while blurred: no click, key or screen reader reaches a picture or opens the lightbox.
  const blurred = veiled && !revealed;
  const picture = (image: PostImage, index: number, cover: boolean) => (
    <PostPicture image={image} cover={cover} eager={eager} onOpen={() => setOpen(index)} />
  );
  return (
    <div className="relative mt-3 overflow-hidden rounded-lg">
      <div inert={blurred} className={cx(blurred && 'blur-2xl')}>
        {images.length === 1 ? (
          <div className="max-h-[36rem]">{picture(images[0]!, 0, false)}</div>
        ) : (
          <ul className={cx('grid gap-1', images.length === 2 || images.length === 4 ? 'grid-cols-2' : 'grid-cols-3')}>
            {images.map((image, index) => (
              <li key={image.id} className="aspect-square">
                {picture(image, index, true)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {veiled && (
        // One button, so focus stays on it: the veil over the pictures, then "Hide" in their corner.
        <button
          type="button"
          onClick={() => setRevealed(!revealed)}
          className={cx(
            'absolute bg-black/60 text-white',
            revealed ? 'top-2 left-2 min-h-11 rounded-full px-4 text-sm' : 'inset-0 flex flex-col items-center justify-center gap-1',
          )}
        >
          {revealed ? (
            postsCopy.hideSensitive
          ) : (
            <>
              <strong>{postsCopy.sensitive}</strong>
              <span className="text-sm">{postsCopy.showSensitive}</span>
            </>
          )}
        </button>
      )}
      {open !== null && (
        <Suspense>
          <Lightbox pictures={images.map((image) => ({ ...image, src: image.large_url }))} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
