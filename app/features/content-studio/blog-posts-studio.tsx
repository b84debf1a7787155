import { useSearchParams } from "react-router";
import { PostList } from "./post-list.tsx";
import { PostScreen } from "./post-screen.tsx";
import { readOpenPost } from "./studio-params.ts";

/**
 * The content studio's blog posts (issue 21): the list, or one post in the editor when the URL names it
 * (?post=<id|new>). No props: it reads and writes its own search params and keeps the page's others.
 */
export function BlogPostsStudio() {
  const [searchParams] = useSearchParams();
  const open = readOpenPost(searchParams);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {open ? <PostScreen key={open} id={open} /> : <PostList />}
    </div>
  );
}
