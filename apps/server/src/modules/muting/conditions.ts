import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hiddenPosts, memberMutes, mutedWords } from '../../db/schema/muting.js';

type MemberRef = string | SQLWrapper;

/** A post's columns as a query of the posts module names them. */
export interface PostRefs {
  id: AnyColumn;
  authorId: AnyColumn;
  /** The texts a muted word is looked for in: the post's text and its content warning. */
  texts: AnyColumn[];
}

/** The member muted the author (the author is never told). */
const mutedAuthor = (viewerId: MemberRef, authorId: AnyColumn): SQL =>
  sql`exists (select 1 from ${memberMutes} where ${memberMutes.muterId} = ${viewerId} and ${memberMutes.mutedId} = ${authorId})`;

/** The member's unexpired muted words, as the `from` of a subquery. */
const mutedWordsOf = (viewerId: MemberRef): SQL =>
  sql`from ${mutedWords} where ${mutedWords.memberId} = ${viewerId} and (${mutedWords.expiresAt} is null or ${mutedWords.expiresAt} > now())`;

/**
 * The member's muted phrases as one regular expression matching any of them as whole words:
 * every character but letters, digits and spaces is escaped, so each phrase is a literal and no
 * pattern a member writes can make the match slow. A hashtag (`#cats`) matches the tag written in
 * the text. One pattern, not one a phrase: it does not depend on the post, so PostgreSQL builds and
 * compiles it once a query, where a hundred patterns tried on every row were compiled again and
 * again (it keeps only a few dozen compiled).
 */
const mutedPattern = (viewerId: MemberRef): SQL =>
  sql`(select '(^|[^[:alnum:]_])(' || string_agg(regexp_replace(${mutedWords.phrase}, '([^[:alnum:][:space:]])', '\\\\\\1', 'g'), '|') || ')($|[^[:alnum:]_])' ${mutedWordsOf(viewerId)})`;

/**
 * An unexpired muted word of the member is in one of the texts, case-insensitively, as whole
 * words. Most texts hold none of the phrases even as a substring, which `strpos` tells at a
 * fraction of the pattern's cost; only the others are tried with the pattern (bench/feed, "Muted
 * words").
 */
const mutedWordIn = (viewerId: MemberRef, texts: Array<AnyColumn | SQL>): SQL =>
  sql`(exists (select 1 ${mutedWordsOf(viewerId)} and (${sql.join(
    texts.map((text) => sql`strpos(lower(${text}), lower(${mutedWords.phrase})) > 0`),
    sql` or `,
  )}))
    and coalesce(${sql.join(
      texts.map((text) => sql`${text} ~* ${mutedPattern(viewerId)}`),
      sql` or `,
    )}, false))`;

/**
 * The SQL of what a member keeps out of their lists of posts (the feed, hashtag pages, search):
 * posts they hid, posts by members they muted, and others' posts with an unexpired muted word or
 * hashtag. Put inside the query that picks a page's rows, so that a page is never short.
 */
export const postShownTo = (viewerId: MemberRef, post: PostRefs): SQL =>
  sql`not exists (select 1 from ${hiddenPosts} where ${hiddenPosts.memberId} = ${viewerId} and ${hiddenPosts.postId} = ${post.id})
    and not ${mutedAuthor(viewerId, post.authorId)}
    and (${post.authorId} = ${viewerId} or not ${mutedWordIn(viewerId, post.texts)})`;

/** The SQL of texts from elsewhere (notes of other servers) a member keeps in their lists: none holds an unexpired muted word or hashtag. */
export const textsNotMutedBy = (viewerId: MemberRef, texts: Array<AnyColumn | SQL>): SQL => sql`not ${mutedWordIn(viewerId, texts)}`;

/** The SQL of what a member sees of another member in comment lists and notifications: not someone they muted. */
export const memberNotMutedBy = (viewerId: MemberRef, memberId: AnyColumn): SQL => sql`not ${mutedAuthor(viewerId, memberId)}`;
