// @vitest-environment happy-dom
import '../../test/dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { picturesCopy, postsCopy, type GalleryImage, type Post, type PostImage } from '@meshwork/contracts';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { demoProfile, demoSession, fakeApi, friendNamed, ok } from '../../test/fakeApi';
import { postFixture } from '../../test/postFixture';
import { renderApp } from '../../test/renderApp';
import { postPath } from '../../paths/postPaths';

const placeholder = btoa(String.fromCharCode(...rgbaToThumbHash(2, 2, new Uint8Array(16).fill(200))));
const imageNamed = (alt: string): PostImage => ({
  id: `image-${alt}`,
  alt,
  width: 64,
  height: 48,
  placeholder,
  animated: false,
  small_url: `/media/${alt}-small.webp`,
  large_url: `/media/${alt}-large.webp`,
});

const postOf = (changes: Partial<Post>): Post =>
  postFixture({
    id: 'post-1',
    author: friendNamed('Bea'),
    text: 'After the operation',
    sensitive: true,
    visibility: 'friends',
    images: [imageNamed('Stitches'), imageNamed('Scar')],
    ...changes,
  });

async function showPost(post: Post, alwaysShowSensitive = false) {
  fakeApi({ 'GET /posts/post-1': ok(post), 'GET /posts/post-1/comments': ok({ items: [], next_cursor: null }) });
  renderApp(postPath(post.id), { ...demoSession, always_show_sensitive: alwaysShowSensitive });
  await screen.findByText('After the operation');
}

const reveal = () => screen.queryByRole('button', { name: `${postsCopy.sensitive} ${postsCopy.showSensitive}` });
const pictureButtons = () => screen.getAllByRole('button', { name: /^Open picture/ });
/** Blurred: under the blur filter and inert, so neither a click nor a key opens a picture. */
const blurred = (element: HTMLElement) => {
  const veil = element.closest('[inert]');
  return veil !== null && veil.classList.contains('blur-2xl');
};

describe("a sensitive post's pictures", () => {
  it('show blurred under "Sensitive content" until one click reveals them all; "Hide" blurs them again', async () => {
    await showPost(postOf({}));
    expect(pictureButtons()).toHaveLength(2);
    expect(pictureButtons().every(blurred)).toBe(true);

    await userEvent.click(reveal()!);
    expect(pictureButtons().some(blurred)).toBe(false);
    expect(reveal()).toBeNull();
    const hide = screen.getByRole('button', { name: postsCopy.hideSensitive });
    // The same button, so the keyboard's focus stays where it was.
    expect(hide).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(pictureButtons().every(blurred)).toBe(true);
    expect(reveal()).toHaveFocus();
  });

  it('show at once when the member always shows sensitive media', async () => {
    await showPost(postOf({}), true);
    expect(pictureButtons().some(blurred)).toBe(false);
    expect(reveal()).toBeNull();
    expect(screen.queryByRole('button', { name: postsCopy.hideSensitive })).toBeNull();
  });

  it('show as they are when the post is not sensitive', async () => {
    await showPost(postOf({ sensitive: false }));
    expect(pictureButtons().some(blurred)).toBe(false);
    expect(reveal()).toBeNull();
  });

  it('leave nothing behind on a sensitive post without pictures: no empty disclosure, the text as it is', async () => {
    await showPost(postOf({ images: [] }));
    expect(screen.queryByText(postsCopy.sensitive)).toBeNull();
    expect(document.querySelector('details')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it("blur a share's original when the original is marked", async () => {
    const original = postOf({ id: 'post-0', text: 'The original', text_pieces: [{ kind: 'text', text: 'The original' }] });
    await showPost(postOf({ sensitive: false, images: [], is_share: true, shared_post: original }));
    expect(pictureButtons().every(blurred)).toBe(true);
    expect(reveal()).not.toBeNull();
  });
});

describe("the profile gallery's sensitive pictures", () => {
  const galleryOf = (...images: GalleryImage[]) => {
    fakeApi({ 'GET /profiles/ava': ok(demoProfile), 'GET /profiles/ava/gallery': ok({ items: images, next_cursor: null }) });
  };
  const inPost = (image: PostImage, postId: string, sensitive: boolean): GalleryImage => ({
    ...image,
    post_id: postId,
    created_at: '2026-11-01T10:00:00.000Z',
    sensitive,
  });
  const veiledCell = () => screen.queryByRole('button', { name: `${postsCopy.sensitive}: ${postsCopy.showSensitive}` });

  it('are veiled until clicked, and the lightbox never moves onto a veiled one', async () => {
    galleryOf(inPost(imageNamed('Scar'), 'post-1', true), inPost(imageNamed('Garden'), 'post-2', false));
    renderApp('/profile/ava/gallery', demoSession);
    const veiled = await screen.findByRole('button', { name: `${postsCopy.sensitive}: ${postsCopy.showSensitive}` });
    expect(veiled.querySelector('img')).toHaveClass('blur-xl');
    await userEvent.click(screen.getByRole('button', { name: picturesCopy.open('Garden') }));
    expect(await screen.findByText(`${picturesCopy.dialogTitle} · ${picturesCopy.position(1, 1)}`)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(veiled);
    expect(veiledCell()).toBeNull();
    const revealed = screen.getByRole('button', { name: picturesCopy.open('Scar') });
    expect(revealed.querySelector('img')).not.toHaveClass('blur-xl');
    await userEvent.click(revealed);
    expect(await screen.findByText(`${picturesCopy.dialogTitle} · ${picturesCopy.position(1, 2)}`)).toBeInTheDocument();
  });

  it('show at once when the member always shows sensitive media', async () => {
    galleryOf(inPost(imageNamed('Scar'), 'post-1', true));
    renderApp('/profile/ava/gallery', { ...demoSession, always_show_sensitive: true });
    expect(await screen.findByRole('button', { name: picturesCopy.open('Scar') })).toBeInTheDocument();
    expect(veiledCell()).toBeNull();
  });
});
