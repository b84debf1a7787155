import { Link, useSearchParams } from "react-router";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { PostSummary } from "#contracts/content-studio.ts";
import { PostStatusBadge, PostTime, PostWhen } from "./post-format.tsx";
import { withOpenPost } from "./studio-params.ts";

const columns: readonly TableColumn[] = [
  { label: "Title and address" },
  { label: "Status" },
  { label: "Author" },
  { label: "Tags" },
  { label: "Last changed" },
];

export function PostsTable({ posts }: { posts: readonly PostSummary[] }) {
  const [searchParams] = useSearchParams();
  return (
    <Table caption="Blog posts" minWidth="min-w-[52rem]" columns={columns}>
      {posts.map((post) => (
        <tr key={post.id} className={tableRow({ inactive: post.status === "draft" })}>
          <th scope="row" className={tableCell("max-w-[20rem] font-medium text-slate-900")}>
            <Link
              to={`?${withOpenPost(searchParams, post.id)}`}
              className="block truncate text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              title={post.title}
            >
              {post.title}
            </Link>
            <span className="block truncate font-mono text-xs font-normal text-slate-600">{post.path}</span>
          </th>
          <td className={tableCell("text-sm")}>
            <PostStatusBadge status={post.status} />
            <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
              <PostWhen post={post} />
            </span>
          </td>
          <td className={tableCell("max-w-[10rem] truncate text-slate-700")}>{post.authorName}</td>
          <td className={tableCell("max-w-[12rem] text-sm text-slate-700")}>
            {post.tags.length > 0 ? post.tags.join(", ") : <span className="text-slate-600">None</span>}
          </td>
          <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
            <PostTime iso={post.updatedAt} />
            {post.updatedBy ? (
              <span className="block text-xs text-slate-600">by {post.updatedBy}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
