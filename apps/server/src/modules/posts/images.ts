import { apiPaths, type PostImage, type PostImageSize, postAnswersCopy } from '@meshwork/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.js';
import { postImages } from '../../db/schema/posts.js';
import { AppError, invalidFields } from '../../http/errors.js';
import type { MediaLinks } from '../../media/mediaLinks.js';
import type { FileStorage, StoredFile } from '../../storage/fileStorage.js';
import { processPostImage } from './imageProcessing.js';
import { storedImage, type StoredPostImage } from './presenters.js';
import { serverLimits } from '../../serverLimits.js';

/** The folder of one image's sizes; the posts module owns `post-images/`. */
const folderOf = (imageId: string) => `post-images/${imageId}/`;

/** Where one size of an image is served (to sessions that may see it, and to its signed links). */
const pathOf = (imageId: string, size: PostImageSize) => `/api${apiPaths.postImage.replace(':id', imageId).replace(':size', size)}`;

/** A post's images in their order, as `StoredPostImage`s in one JSON column of any statement. */
export const imagesOf = (postId: SQL) =>
  sql<
    StoredPostImage[]
  >`(select coalesce(json_agg(json_build_object('id', ${postImages.id}, 'alt', ${postImages.alt}, 'width', ${postImages.width},
    'height', ${postImages.height}, 'placeholder', ${postImages.placeholder}, 'animated', ${postImages.animated}) order by ${postImages.position}), '[]'::json)
    from ${postImages} where ${postImages.postId} = ${postId})`;

/**
 * Images of posts: uploaded and stored at once, attached to a post when it is written, served only
 * to whoever may see that post (the uploader alone before), deleted with it.
 */
export class PostImages {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly links: MediaLinks,
  ) {}

  /** The image with signed links to its sizes: for a viewer the posts policy lets see it, and no one else. */
  readonly present = (image: StoredPostImage): PostImage => ({
    ...image,
    small_url: this.links.sign(pathOf(image.id, 'small')),
    large_url: this.links.sign(pathOf(image.id, 'large')),
  });

  async upload(uploaderId: string, input: Buffer) {
    if (input.length > serverLimits.postImageUploadMaxBytes) throw new AppError(413, 'payload_too_large', postAnswersCopy.imageTooLarge);
    const processed = await processPostImage(input);
    const [row] = await this.db
      .insert(postImages)
      .values({
        uploaderId,
        width: processed.width,
        height: processed.height,
        placeholder: processed.placeholder,
        animated: processed.animated,
      })
      .returning();
    await Promise.all(
      Object.entries(processed.variants).map(([size, bytes]) => this.storage.put(`${folderOf(row!.id)}${size}.webp`, bytes)),
    );
    return this.present(storedImage(row!));
  }

  /** Deletes the files of every image the member uploaded, posted or not (the account purge; the rows go with the member). */
  async eraseFilesOf(uploaderId: string): Promise<void> {
    const rows = await this.db.select({ id: postImages.id }).from(postImages).where(eq(postImages.uploaderId, uploaderId));
    for (const { id } of rows) await this.storage.deleteByPrefix(folderOf(id));
  }

  /** Attaches the uploader's unattached images to a new post, in order, with their alt texts; 422 for any other id. */
  async attach(tx: Transaction, uploaderId: string, postId: string, images: Array<{ id: string; alt: string }>): Promise<void> {
    if (images.length === 0) return;
    for (const [position, { id, alt }] of images.entries()) {
      const attached = await tx
        .update(postImages)
        .set({ postId, alt, position })
        .where(and(eq(postImages.id, id), eq(postImages.uploaderId, uploaderId), isNull(postImages.postId)))
        .returning({ id: postImages.id });
      if (attached.length === 0) throw invalidFields({ images: [postAnswersCopy.imageUnavailable] });
    }
  }

  async ofPosts(postIds: string[]) {
    const byPost = new Map<string, StoredPostImage[]>();
    if (postIds.length === 0) return byPost;
    const rows = await this.db.select().from(postImages).where(inArray(postImages.postId, postIds)).orderBy(asc(postImages.position));
    for (const row of rows) byPost.set(row.postId!, [...(byPost.get(row.postId!) ?? []), storedImage(row)]);
    return byPost;
  }

  file(imageId: string, size: PostImageSize): Promise<StoredFile | null> {
    return this.storage.get(`${folderOf(imageId)}${size}.webp`);
  }

  /** Deletes the post's images and their files; answers how many there were. */
  async deleteOf(postId: string): Promise<number> {
    const rows = await this.db.delete(postImages).where(eq(postImages.postId, postId)).returning({ id: postImages.id });
    await Promise.all(rows.map((row) => this.storage.deleteByPrefix(folderOf(row.id))));
    return rows.length;
  }
}
