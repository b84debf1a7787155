import { VideoIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { joinClassText as t } from "#contracts/join-class-text.ts";
import type { StudentSession } from "#contracts/live-classes.ts";
import { joinWindow, liveClassMessages } from "#contracts/live-classes-text.ts";
import { useJoinSession } from "./join-class-queries.ts";
import { useInBrowser } from "./use-browser-value.ts";
import { useNow } from "./use-now.ts";

/** Without an earlier instant to wake at, a button looks at the clock once a minute (a tab left open). */
const joinCheckMs = 60_000;

type JoinPhase = "early" | "open" | "ended";

function joinPhase(session: Pick<StudentSession, "startsAt" | "durationMinutes">, now: number): JoinPhase {
  const { opensAt, closesAt } = joinWindow(session);
  return now < opensAt ? "early" : now < closesAt ? "open" : "ended";
}

/**
 * The session's "Join" button: active from 15 minutes before the start to the end (contracts'
 * `joinWindow`), opening by itself when that time comes; before and after, disabled with the reason. A
 * click asks the API for the meeting link (which records attendance) and goes there in this tab: opening
 * a new tab after an awaited request is what popup blockers stop, and a tab opened before the request would
 * be left blank when the API refuses. The API's refusal is shown under the button.
 */
export function JoinControl({ session, serverNow }: { session: StudentSession; serverNow: number }) {
  const inBrowser = useInBrowser();
  const { opensAt, closesAt } = joinWindow(session);
  const now = useNow({ serverNow, everyMs: joinCheckMs, wakeAt: [opensAt, closesAt] });
  const join = useJoinSession();
  const reasonId = useId();

  if (session.status === "cancelled") {
    return <p className="text-sm font-medium text-red-800">{liveClassMessages.cancelled}</p>;
  }

  const phase = joinPhase(session, now);
  const reason =
    phase === "early"
      ? liveClassMessages.notYetOpen
      : phase === "ended"
        ? liveClassMessages.ended
        : inBrowser
          ? t.joinOpen
          : t.joinStarting;
  const onJoin = () =>
    join.mutate(session.id, {
      onSuccess: (url) => window.location.assign(url),
    });

  return (
    <div className="grid gap-1">
      <Button
        size="lg"
        className="w-full"
        disabled={phase !== "open" || !inBrowser || join.isPending}
        aria-label={join.isPending ? undefined : t.joinNamed(session.topic)}
        aria-describedby={reasonId}
        onClick={onJoin}
      >
        {join.isPending ? (
          <PendingLabel>{t.joining}</PendingLabel>
        ) : (
          <>
            <VideoIcon aria-hidden="true" />
            {t.join}
          </>
        )}
      </Button>
      {/* Two lines kept: the reasons differ in length, and the card must not move when one replaces another. */}
      <p id={reasonId} className="min-h-8 text-xs text-slate-600">
        {reason}
      </p>
      {join.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          <span className="font-medium">{t.joinFailed}: </span>
          {join.error.message}
        </p>
      ) : null}
    </div>
  );
}
