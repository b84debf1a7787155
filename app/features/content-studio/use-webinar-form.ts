import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useLeaveWarning } from "#app/lib/use-leave-warning.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import {
  type WebinarDetail,
  type WebinarSaved,
  webinarFieldsSchema,
} from "#contracts/content-studio-webinars.ts";
import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import { webinarKey, webinarListKey, webinarRegistrantsKey, withOpenWebinar } from "./webinar-params.ts";
import {
  blankWebinar,
  sameWebinarValues,
  type WebinarValues,
  webinarFields,
  webinarInput,
  webinarValuesOf,
} from "./webinar-values.ts";

const schema = loadedModule(webinarFieldsSchema);

function savedToast(result: WebinarDetail | WebinarSaved, created: boolean) {
  const mailed = "joinLinkMailed" in result ? result.joinLinkMailed : 0;
  return {
    title: created ? "Draft created" : result.status === "published" ? "Webinar updated" : "Draft saved",
    description:
      mailed > 0
        ? `The join link is being mailed to ${mailed} ${mailed === 1 ? "registrant" : "registrants"}.`
        : undefined,
  };
}

/**
 * The webinar editor's form: a new webinar is created, then saved at the version it was opened at (or last
 * saved, published or restored). Any failure keeps every value as typed: a 400 names its fields, a 409 says why
 * (someone saved since, or the slug is taken) and, for a stale save, offers to load the latest version.
 */
export function useWebinarForm(webinar: WebinarDetail | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const [current, setCurrent] = useState(webinar);
  const [blank] = useState(() => blankWebinar(user?.name ?? ""));
  const [saved, setSaved] = useState<WebinarValues>(() => (webinar ? webinarValuesOf(webinar) : blank));
  const [stale, setStale] = useState(false);

  /** The webinar as the server now has it (after a save, a publish, a restore): the editor's base. */
  const accept = (detail: WebinarDetail) => {
    setCurrent(detail);
    setSaved(webinarValuesOf(detail));
    setStale(false);
    queryClient.setQueryData(webinarKey(userId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: webinarListKey(userId) });
  };

  const form = useForm({
    initialValues: saved,
    fields: webinarFields,
    schema,
    toInput: webinarInput,
    unavailableMessage: "The form could not be checked. Check your connection and try again.",
    failureMessage: (error) => error.message || "The webinar could not be saved. Try again.",
    invalidMessage: "Some fields need a change: see the messages below them.",
    send: (body): Promise<WebinarDetail | WebinarSaved> =>
      current
        ? apiRequest(api.save, { params: { id: current.id }, body: { ...body, version: current.version } })
        : apiRequest(api.create, { body }),
    onSuccess: (result) => {
      const created = !current;
      accept(result);
      if ("joinLinkMailed" in result && result.joinLinkMailed > 0)
        void queryClient.invalidateQueries({ queryKey: webinarRegistrantsKey(userId, result.id) });
      toast(savedToast(result, created));
      // The new draft gets its address: reloading or sharing it opens this webinar.
      if (created)
        void navigate(`?${withOpenWebinar(searchParams, result.id)}`, {
          replace: true,
          preventScrollReset: true,
        });
    },
    onError: (error) =>
      setStale(error instanceof ApiRequestError && error.status === 409 && error.message === messages.stale),
  });

  /** Puts the webinar's content in the fields (a restore, or the latest version after a 409). */
  const replaceValues = (detail: WebinarDetail) => {
    const values = webinarValuesOf(detail);
    for (const field of webinarFields) form.setValue(field, values[field], { quiet: true });
  };

  /** After a stale save: the person chose to drop their changes for the version someone else saved. */
  const loadLatest = async () => {
    if (!current) return;
    const latest = await apiRequest(api.get, { params: { id: current.id } });
    accept(latest);
    replaceValues(latest);
  };

  const dirty = !sameWebinarValues(form.values, current ? saved : blank);
  useLeaveWarning(dirty);
  return { form, current, dirty, stale, accept, replaceValues, loadLatest, userId };
}

export type WebinarForm = ReturnType<typeof useWebinarForm>["form"];
