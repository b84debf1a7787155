import { apiRequest } from "#app/lib/api-client.ts";
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import type { PostDetail, PostVersion } from "#contracts/content-studio.ts";
import {
  ContentVersions,
  none,
  VersionCover,
  VersionMarkdown,
  VersionRow,
  versionTags,
} from "./item-versions.tsx";
import { postVersionKey, postVersionsKey } from "./studio-params.ts";

type PostVersionsProps = {
  post: PostDetail;
  userId: string;
  /** Changes in the editor that a restore would replace. */
  unsaved: boolean;
  onRestored: (post: PostDetail) => void;
};

/** Every saved version of a post, newest first, paged: read one, or make it the post's content again. */
export function PostVersions({ post, userId, unsaved, onRestored }: PostVersionsProps) {
  return (
    <ContentVersions
      noun="post"
      titleId="post-versions-title"
      version={post.version}
      live={post.status === "published"}
      restoredLive={(restored) => restored.status === "published"}
      unsaved={unsaved}
      versionsKey={postVersionsKey(userId, post.id)}
      versionKey={(number) => postVersionKey(userId, post.id, number)}
      emptyMessage="No saved versions yet."
      list={(page, signal) => apiRequest(api.versions, { params: { id: post.id }, query: { page }, signal })}
      load={(number, signal) =>
        apiRequest(api.version, { params: { id: post.id, number: String(number) }, signal })
      }
      restore={(number) =>
        apiRequest(api.restore, {
          params: { id: post.id, number: String(number) },
          body: { version: post.version },
        })
      }
      onRestored={onRestored}
      renderVersion={PostVersionRows}
      restoreNote="title, excerpt, author, tags, cover and body; its slug stays."
    />
  );
}

function PostVersionRows(version: PostVersion) {
  return (
    <>
      <VersionRow label="Title">{version.title}</VersionRow>
      <VersionRow label="Slug">
        <span className="font-mono break-all">{version.slug}</span>
      </VersionRow>
      <VersionRow label="Excerpt">{version.excerpt || none}</VersionRow>
      <VersionRow label="Author">{version.authorName}</VersionRow>
      <VersionRow label="Tags">{versionTags(version.tags)}</VersionRow>
      <VersionRow label="Cover">
        <VersionCover path={version.coverPath} alt={version.coverAlt} />
      </VersionRow>
      <VersionRow label="Body">
        <VersionMarkdown markdown={version.bodyMarkdown} />
      </VersionRow>
    </>
  );
}
