import { Link } from 'react-router';
import type { TextPiece } from '@meshwork/contracts';
import { profilePath } from '../../paths/profileSections';
import { hashtagPath } from '../../paths/postPaths';

const linkClasses = 'font-medium text-link underline-offset-4 hover:underline';

/** A post's text as written, with web links (marked as member content), @mentions and #hashtags, in the pieces the server found. */
export function PostText({ pieces }: { pieces: TextPiece[] }) {
  return (
    <p className="text-[15px] leading-relaxed break-words whitespace-pre-wrap">
      {pieces.map((piece, index) => {
        switch (piece.kind) {
          case 'link':
            return (
              <a key={index} href={piece.href} target="_blank" rel="noopener nofollow ugc" className={linkClasses}>
                {piece.text}
              </a>
            );
          case 'mention':
            return (
              <Link key={index} to={profilePath(piece.username)} className={linkClasses}>
                {piece.text}
              </Link>
            );
          case 'hashtag':
            return (
              <Link key={index} to={hashtagPath(piece.tag)} className={linkClasses}>
                {piece.text}
              </Link>
            );
          default:
            return piece.text;
        }
      })}
    </p>
  );
}
