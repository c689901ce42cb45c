import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import { picturesCopy, type PostImage } from '@meshwork/contracts';
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

/** A post's images: one in its own shape, several as a grid of squares; each opens the lightbox. */
export function PostImages({ images, eager = false }: { images: PostImage[]; eager?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const picture = (image: PostImage, index: number, cover: boolean) => (
    <PostPicture image={image} cover={cover} eager={eager} onOpen={() => setOpen(index)} />
  );
  return (
    <>
      {images.length === 1 ? (
        <div className="mt-3 max-h-[36rem] overflow-hidden rounded-lg">{picture(images[0]!, 0, false)}</div>
      ) : (
        <ul
          className={cx(
            'mt-3 grid gap-1 overflow-hidden rounded-lg',
            images.length === 2 || images.length === 4 ? 'grid-cols-2' : 'grid-cols-3',
          )}
        >
          {images.map((image, index) => (
            <li key={image.id} className="aspect-square">
              {picture(image, index, true)}
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Suspense>
          <Lightbox pictures={images.map((image) => ({ ...image, src: image.large_url }))} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
