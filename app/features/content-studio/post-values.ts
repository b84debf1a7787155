import type { PostDetail, PostFieldsInput, PostVersion } from "#contracts/content-studio.ts";
import { tagsFromText } from "#contracts/content-studio-text.ts";

// The editor's values are strings (useForm's rule): tags are one comma-separated field, the cover's path is
// set by an upload ("" for none). The order is the form's, so focus goes to the first field with a message.
export const postFields = [
  "title",
  "slug",
  "excerpt",
  "authorName",
  "tags",
  "coverPath",
  "coverAlt",
  "bodyMarkdown",
] as const;
export type PostField = (typeof postFields)[number];
export type PostValues = Record<PostField, string>;

export function blankPost(authorName: string): PostValues {
  return {
    title: "",
    slug: "",
    excerpt: "",
    authorName,
    tags: "",
    coverPath: "",
    coverAlt: "",
    bodyMarkdown: "",
  };
}

type Content = Pick<
  PostDetail | PostVersion,
  "title" | "slug" | "excerpt" | "authorName" | "tags" | "coverPath" | "coverAlt" | "bodyMarkdown"
>;

export function valuesOf(post: Content): PostValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    authorName: post.authorName,
    tags: post.tags.join(", "),
    coverPath: post.coverPath ?? "",
    coverAlt: post.coverAlt,
    bodyMarkdown: post.bodyMarkdown,
  };
}

/** What the schema checks and the API receives. */
export function postInput(values: PostValues): PostFieldsInput {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    authorName: values.authorName,
    tags: tagsFromText(values.tags),
    coverPath: values.coverPath || null,
    coverAlt: values.coverAlt,
    bodyMarkdown: values.bodyMarkdown,
  };
}

export const sameValues = (a: PostValues, b: PostValues) =>
  postFields.every((field) => a[field] === b[field]);
