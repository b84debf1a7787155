import { CalendarIcon, LinkIcon, ShieldAlertIcon } from "lucide-react";
import { type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { joinClassText as t } from "#contracts/join-class-text.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import type { CalendarFeedCreated } from "#contracts/live-classes.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";
import { CopyField } from "./copy-field.tsx";
import { type FeedConfirmation, FeedConfirmDialog } from "./feed-confirm-dialog.tsx";
import { useCalendarFeedStatus, useCreateCalendarFeed, useRevokeCalendarFeed } from "./join-class-queries.ts";

/**
 * The personal calendar feed: whether one exists, a link made on request (shown that once, with copy
 * buttons, since the server keeps only its hash), replaced or revoked after a confirmation.
 */
export function CalendarFeedPanel() {
  const { user } = useAuth();
  const status = useCalendarFeedStatus(user);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        <CalendarIcon aria-hidden="true" className="size-5 text-indigo-700" />
        {t.feedHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.feedIntro}</p>
      <div className="mt-4">
        <QueryState query={status} loading={t.feedLoading} failed={t.feedLoadFailed}>
          {(feed) =>
            user ? (
              <FeedBody user={user} active={feed.active} createdAt={feed.createdAt} heading={heading} />
            ) : null
          }
        </QueryState>
      </div>
    </section>
  );
}

type FeedBodyProps = {
  user: CurrentUser;
  active: boolean;
  createdAt: string | null;
  heading: RefObject<HTMLHeadingElement | null>;
};

function FeedBody({ user, active, createdAt, heading }: FeedBodyProps) {
  // The new link lives only here, in this page's memory: the server cannot show it again.
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState<FeedConfirmation | null>(null);
  const create = useCreateCalendarFeed(user);
  const revoke = useRevokeCalendarFeed(user);
  const createdTitle = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusAfter = useRef<"created" | "heading" | null>(null);
  const viewerZone = useViewerTimeZone();
  const failure = create.error ?? revoke.error;
  // A new link takes the focus, so a screen reader reads it and the warning that comes with it (after a
  // replace, the closing dialog sends focus to the same place).
  useEffect(() => {
    if (created) createdTitle.current?.focus();
  }, [created]);

  const makeLink = () => {
    revoke.reset();
    create.mutate(undefined, {
      onSuccess: (link) => {
        setCreated(link);
        focusAfter.current = "created";
        setConfirming(null);
      },
      onError: () => setConfirming(null),
    });
  };
  const revokeLink = () => {
    create.reset();
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        focusAfter.current = "heading";
        setConfirming(null);
        toast({ title: t.feedRevoked, description: t.feedRevokedBody });
      },
      onError: () => setConfirming(null),
    });
  };
  const ask = (action: FeedConfirmation) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    focusAfter.current = null;
    setConfirming(action);
  };
  const focusAfterClose = (): HTMLElement | null => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "created") return createdTitle.current;
    if (target === "heading") return heading.current;
    return opener.current;
  };

  return (
    <div className="grid gap-4">
      {created ? (
        <div className="grid gap-3 rounded-md border border-indigo-200 bg-indigo-50/60 p-3">
          <h3 ref={createdTitle} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
            {t.feedCreatedTitle}
          </h3>
          <p className="flex gap-2 text-sm text-amber-900">
            <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.feedSecret}
          </p>
          <CopyField label={t.webcalLabel} value={created.webcalUrl} what="webcal" />
          <CopyField label={t.httpsLabel} value={created.httpsUrl} what="https" />
          <a
            href={created.webcalUrl}
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            <LinkIcon aria-hidden="true" className="size-4" />
            {t.subscribe}
          </a>
        </div>
      ) : active ? (
        <div className="grid gap-1 text-sm text-slate-700">
          <p className="font-medium text-slate-900">
            {t.feedActiveSince(
              createdAt ? formatInZone(createdAt, viewerZone ?? schoolTimeZone, "date") : "",
            )}
          </p>
          <p>{t.feedShownOnce}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t.feedNone}</p>
      )}

      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          {failure.message || t.feedActionFailed}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {active ? (
          <>
            <Button variant="outline" onClick={ask("replace")}>
              {t.replaceFeed}
            </Button>
            <Button variant="outline" className="text-red-700" onClick={ask("revoke")}>
              {t.revokeFeed}
            </Button>
          </>
        ) : (
          <Button onClick={makeLink} disabled={create.isPending}>
            {create.isPending ? <PendingLabel>{t.creatingFeed}</PendingLabel> : t.createFeed}
          </Button>
        )}
      </div>

      {confirming ? (
        <FeedConfirmDialog
          action={confirming}
          pending={confirming === "replace" ? create.isPending : revoke.isPending}
          onConfirm={confirming === "replace" ? makeLink : revokeLink}
          onClose={() => setConfirming(null)}
          focusAfterClose={focusAfterClose}
        />
      ) : null}
    </div>
  );
}
