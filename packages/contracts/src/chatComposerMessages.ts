/**
 * The specification's quoted text for the chat composer, word for word. Apart from `messages`
 * because the composer loads lazily: the bundler keeps an object whole, so in `messages` it would
 * ride in every first load.
 */
export const chatComposerMessages = {
  chatInputPlaceholder: 'type your message here..',
} as const;
