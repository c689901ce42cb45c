/** Pictures that open in the lightbox, wherever they are shown (a post, the profile's gallery), and the lightbox itself. */
export const picturesCopy = {
  open: (alt: string) => (alt ? `Open picture: ${alt}` : 'Open picture'),
  dialogTitle: 'Picture',
  previous: 'Previous picture',
  next: 'Next picture',
  close: 'Close',
  position: (index: number, total: number) => `${index} of ${total}`,
  noAlt: 'No description',
};
