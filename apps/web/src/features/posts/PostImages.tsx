import { useState, type CSSProperties } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import type { PostImage } from '@meshwork/contracts';
import { cx } from '../../ui/cx';

const placeholderOf = (image: PostImage) => thumbHashToDataURL(Uint8Array.from(atob(image.placeholder), (char) => char.charCodeAt(0)));

/** One image in its stored shape, its placeholder behind it until it loads: nothing moves. */
function PostPicture({ image, cover, eager }: { image: PostImage; cover: boolean; eager: boolean }) {
  const [loaded, setLoaded] = useState(false);
  const style: CSSProperties = {
    aspectRatio: cover ? undefined : `${image.width} / ${image.height}`,
    backgroundImage: loaded ? undefined : `url(${placeholderOf(image)})`,
    backgroundSize: 'cover',
  };
  return (
    <a
      href={image.large_url}
      target="_blank"
      rel="noopener"
      className={cx('block overflow-hidden bg-muted', cover && 'h-full')}
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
    </a>
  );
}

/** A post's images: one in its own shape, several as a grid of squares. */
export function PostImages({ images, eager = false }: { images: PostImage[]; eager?: boolean }) {
  if (images.length === 0) return null;
  if (images.length === 1) {
    return (
      <div className="mt-3 max-h-[36rem] overflow-hidden rounded-lg">
        <PostPicture image={images[0]!} cover={false} eager={eager} />
      </div>
    );
  }
  return (
    <ul
      className={cx(
        'mt-3 grid gap-1 overflow-hidden rounded-lg',
        images.length === 2 || images.length === 4 ? 'grid-cols-2' : 'grid-cols-3',
      )}
    >
      {images.map((image) => (
        <li key={image.id} className="aspect-square">
          <PostPicture image={image} cover eager={eager} />
        </li>
      ))}
    </ul>
  );
}
