import { Fragment } from 'react';

// Web addresses in a message become links; everything else stays text (React escapes it).
const linkPattern = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/gi;

/** A message's text with its line breaks, emoji as they are, and its web addresses as safe links. */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(linkPattern);
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
