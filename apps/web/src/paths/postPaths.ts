/** The page of one post, which notifications and shares link to. */
export const postPath = (id: string) => `/post/${encodeURIComponent(id)}`;

/** The id of a comment's element on the post page: notifications of comments link to it. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

/** The page of a hashtag's posts. */
export const hashtagPath = (tag: string) => `/hashtag/${encodeURIComponent(tag)}`;
