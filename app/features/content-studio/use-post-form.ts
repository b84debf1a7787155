import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { contentStudioApi as api } from "#contracts/api/content-studio.ts";
import { type PostDetail, postFieldsSchema } from "#contracts/content-studio.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import { blankPost, type PostValues, postFields, postInput, sameValues, valuesOf } from "./post-values.ts";
import { postKey, postListKey, withOpenPost } from "./studio-params.ts";

const schema = loadedModule(postFieldsSchema);

/**
 * The editor's form: a new post is created, then saved at the version it was opened at (or last saved,
 * published or restored). Any failure keeps every value as typed: a 400 names its fields, a 409 says why
 * (someone saved since, or the slug is taken) and, for a stale save, offers to load the latest version.
 */
export function usePostForm(post: PostDetail | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const [current, setCurrent] = useState(post);
  const [blank] = useState(() => blankPost(user?.name ?? ""));
  const [saved, setSaved] = useState<PostValues>(() => (post ? valuesOf(post) : blank));
  const [stale, setStale] = useState(false);

  /** The post as the server now has it (after a save, a publish, a restore): the editor's base. */
  const accept = (detail: PostDetail) => {
    setCurrent(detail);
    setSaved(valuesOf(detail));
    setStale(false);
    queryClient.setQueryData(postKey(userId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: postListKey(userId) });
  };

  const form = useForm({
    initialValues: saved,
    fields: postFields,
    schema,
    toInput: postInput,
    unavailableMessage: "The form could not be checked. Check your connection and try again.",
    failureMessage: (error) => error.message || "The post could not be saved. Try again.",
    invalidMessage: "Some fields need a change: see the messages below them.",
    send: (body) =>
      current
        ? apiRequest(api.save, { params: { id: current.id }, body: { ...body, version: current.version } })
        : apiRequest(api.create, { body }),
    onSuccess: (result) => {
      const created = !current;
      accept(result);
      toast({
        title: created ? "Draft created" : result.status === "published" ? "Post updated" : "Draft saved",
      });
      // The new draft gets its address: reloading or sharing it opens this post.
      if (created)
        void navigate(`?${withOpenPost(searchParams, result.id)}`, {
          replace: true,
          preventScrollReset: true,
        });
    },
    onError: (error) =>
      setStale(error instanceof ApiRequestError && error.status === 409 && error.message === messages.stale),
  });

  /** Puts the post's content in the fields (a restore, or the latest version after a 409). */
  const replaceValues = (detail: PostDetail) => {
    const values = valuesOf(detail);
    for (const field of postFields) form.setValue(field, values[field], { quiet: true });
  };

  /** After a stale save: the person chose to drop their changes for the version someone else saved. */
  const loadLatest = async () => {
    if (!current) return;
    const latest = await apiRequest(api.get, { params: { id: current.id } });
    accept(latest);
    replaceValues(latest);
  };

  const dirty = !sameValues(form.values, current ? saved : blank);
  useLeaveWarning(dirty);
  return { form, current, dirty, stale, accept, replaceValues, loadLatest, userId };
}

export type PostForm = ReturnType<typeof usePostForm>["form"];
