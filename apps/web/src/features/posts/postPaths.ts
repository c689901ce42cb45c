/** The page of one post, which notifications and shares link to. */
export const postPath = (id: string) => `/post/${encodeURIComponent(id)}`;
