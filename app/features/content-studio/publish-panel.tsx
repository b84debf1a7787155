import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import type { PostDetail } from "#contracts/content-studio.ts";
import { PostWhen } from "./post-format.tsx";
import { postKey } from "./studio-params.ts";
import { StudioPublishPanel } from "./studio-publish-panel.tsx";

type PublishPanelProps = {
  post: PostDetail;
  userId: string;
  /** Changes in the editor not saved yet: a post is published as last saved. */
  unsaved: boolean;
  onChanged: (post: PostDetail) => void;
};

/** The blog post's publishing: the shared panel, with the post's endpoints and where a live post is seen. */
export function PublishPanel({ post, userId, unsaved, onChanged }: PublishPanelProps) {
  const queryClient = useQueryClient();
  const params = { id: post.id };
  return (
    <StudioPublishPanel
      state={post}
      titleId="post-publish-title"
      texts={{
        noun: "post",
        aNoun: "a post",
        status: (
          <>
            <PostWhen post={post} />.{" "}
            {post.status === "published"
              ? `Visitors find it at ${post.path}, on /blog, in search and in the sitemap.`
              : "Visitors do not see it until it is published."}
          </>
        ),
        publishBody: `It appears at ${post.path}, first on /blog, in search and in the sitemap, as it was last saved.`,
        scheduleBody:
          "It stays a draft until then and goes live within a minute of that time, on /blog, in search and in the sitemap. You can cancel it until then.",
        unpublishBody: `It leaves /blog, search and the sitemap, and ${post.path} answers "not found". The post and its history stay here: you can publish it again.`,
        fieldLabels: { excerpt: "Excerpt", bodyMarkdown: "Body" },
      }}
      unsaved={unsaved}
      publish={(at) =>
        apiRequest(api.publish, {
          params,
          body: at ? { version: post.version, at } : { version: post.version },
        })
      }
      unpublish={() => apiRequest(api.unpublish, { params, body: { version: post.version } })}
      onChanged={onChanged}
      onConflict={() =>
        void queryClient.invalidateQueries({ queryKey: postKey(userId, post.id), exact: true })
      }
    />
  );
}
