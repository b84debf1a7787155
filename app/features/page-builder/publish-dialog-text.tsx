import type { ReactNode } from "react";
import { formatInZone } from "#contracts/zoned-time-format.ts";
import type { PageDetailData } from "./page-values.ts";

export type PublishAction = { kind: "publish" } | { kind: "schedule"; at: string } | { kind: "unpublish" };

type DialogText = {
  labels: {
    title: string;
    confirmLabel: string;
    pendingLabel: string;
    dismissLabel?: string;
    destructive?: boolean;
  };
  body: ReactNode;
};

const blocks = (n: number) => `${n} ${n === 1 ? "block" : "blocks"}`;

/** The question before publishing, scheduling or unpublishing: what visitors will see, from when. */
export function publishDialogText(
  action: PublishAction,
  page: PageDetailData,
  savedBlocks: number,
  zone: string | null,
): DialogText {
  const path = <strong className="font-mono text-slate-900">{page.path}</strong>;
  if (action.kind === "publish")
    return {
      labels: {
        title: `Publish "${page.title}" now?`,
        confirmLabel: "Publish now",
        pendingLabel: "Publishing...",
      },
      body: (
        <>
          <p>
            Visitors will see the saved draft ({blocks(savedBlocks)}) at {path} as soon as you confirm.
          </p>
          {page.status === "published" ? <p>It replaces the version that is live now.</p> : null}
          {page.status === "scheduled" ? <p>It goes live now instead of at the scheduled time.</p> : null}
        </>
      ),
    };
  if (action.kind === "schedule") {
    const when = `${formatInZone(action.at, zone ?? "UTC", "dayDateTime")}${zone ? "" : " UTC"}`;
    return {
      labels: {
        title: `Schedule "${page.title}" for ${when}?`,
        confirmLabel: "Schedule",
        pendingLabel: "Scheduling...",
      },
      body: (
        <>
          <p>
            At {when}, the saved draft ({blocks(savedBlocks)}) goes live at {path}.
          </p>
          <p>
            {page.status === "published"
              ? "Until then visitors keep seeing the version that is live now."
              : "Until then the page stays off the site."}{" "}
            You can cancel the schedule before then.
          </p>
        </>
      ),
    };
  }
  return {
    labels: {
      title:
        page.status === "scheduled"
          ? `Cancel the schedule of "${page.title}"?`
          : `Unpublish "${page.title}"?`,
      confirmLabel: page.status === "scheduled" ? "Cancel the schedule" : "Unpublish",
      pendingLabel: page.status === "scheduled" ? "Cancelling..." : "Unpublishing...",
      dismissLabel: "Keep it",
      destructive: true,
    },
    body: (
      <>
        <p>
          {page.status === "scheduled" ? (
            <>The page will not go live at {path}.</>
          ) : (
            <>{path} stops being served at once: visitors and search engines get "page not found".</>
          )}
        </p>
        <p>The draft and its version history are kept; you can publish again at any time.</p>
      </>
    ),
  };
}
