import { useInfiniteQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { thumbHashToDataURL } from 'thumbhash';
import { picturesCopy, postsCopy, profilesCopy, type GalleryImage } from '@meshwork/contracts';
import { useSession } from '../../../api/session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineAlert } from '../../../ui/InlineAlert';
import { Lightbox, type LightboxPicture } from '../../../ui/Lightbox';
import { Skeleton } from '../../../ui/Skeleton';
import { postPath } from '../../../paths/postPaths';
import { galleryQuery } from './profileTabQueries';

const copy = profilesCopy.gallery;
const placeholderOf = (image: GalleryImage) => thumbHashToDataURL(Uint8Array.from(atob(image.placeholder), (char) => char.charCodeAt(0)));

/**
 * One square of the grid: the placeholder until the picture loads, so nothing moves. A sensitive
 * one is veiled (blurred, no placeholder) until a click shows its post's pictures.
 */
function GalleryCell({ image, veiled, onOpen }: { image: GalleryImage; veiled: boolean; onOpen: () => void }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={veiled ? `${postsCopy.sensitive}: ${postsCopy.showSensitive}` : picturesCopy.open(image.alt)}
      className="relative block aspect-square w-full overflow-hidden rounded-md bg-muted bg-cover focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      style={{ backgroundImage: loaded || veiled ? undefined : `url(${placeholderOf(image)})` }}
    >
      <img
        src={image.small_url}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={cx('size-full object-cover', veiled && 'blur-xl')}
      />
      {veiled && (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/60 p-1 text-xs font-semibold text-white">
          {postsCopy.sensitive}
        </span>
      )}
    </button>
  );
}

/** The Gallery tab: the pictures of the member's posts the viewer may see, and a lightbox. */
export function GalleryTab({ username, isSelf, nickname }: { username: string; isSelf: boolean; nickname: string }) {
  const gallery = useInfiniteQuery(galleryQuery(username));
  const [open, setOpen] = useState<number | null>(null);
  // Posts whose sensitive pictures the viewer chose to see, as on the post itself.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const alwaysShown = useSession()?.always_show_sensitive;
  if (gallery.isPending) {
    return (
      <Card className="grid grid-cols-3 gap-1 p-2 sm:grid-cols-4" aria-busy>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="aspect-square" />
        ))}
      </Card>
    );
  }
  if (gallery.isError) return <InlineAlert tone="error">{copy.loadError}</InlineAlert>;
  const images = gallery.data.pages.flatMap((page) => page.items);
  if (images.length === 0) {
    return (
      <Card>
        <EmptyState icon={Images} title={isSelf ? copy.ownEmpty : copy.otherEmpty(nickname)} headingLevel="h3" />
      </Card>
    );
  }
  const veiled = (image: GalleryImage) => image.sensitive && !alwaysShown && !revealed.has(image.post_id);
  // The lightbox moves through the pictures on show only, so its arrows never pass a veiled one.
  const shown = images.filter((image) => !veiled(image));
  const pictures: Array<LightboxPicture & { postId: string }> = shown.map((image) => ({
    id: image.id,
    src: image.large_url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    postId: image.post_id,
  }));
  return (
    <Card className="flex flex-col gap-3 p-2">
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4">
        {images.map((image) => (
          <li key={image.id}>
            <GalleryCell
              image={image}
              veiled={veiled(image)}
              onOpen={() => (veiled(image) ? setRevealed(new Set(revealed).add(image.post_id)) : setOpen(shown.indexOf(image)))}
            />
          </li>
        ))}
      </ul>
      {gallery.hasNextPage && (
        <Button variant="ghost" className="self-center" onClick={() => void gallery.fetchNextPage()} loading={gallery.isFetchingNextPage}>
          {copy.loadMore}
        </Button>
      )}
      <Lightbox
        pictures={pictures}
        index={open}
        onIndexChange={setOpen}
        footer={(picture) => (
          <Link to={postPath(pictures.find((candidate) => candidate.id === picture.id)!.postId)} className="font-medium underline">
            {copy.goToPost}
          </Link>
        )}
      />
    </Card>
  );
}
