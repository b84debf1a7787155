import { PlayIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { instructorSessionsText as i } from "#contracts/zoom-classes-text.ts";

/**
 * A Zoom session's "Start as host": Zoom's start links expire two hours after they are made, so the link is
 * asked for when pressed and opened in this tab (a new tab opened after an await is a blocked pop-up).
 */
export function StartAsHost({ sessionId }: { sessionId: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const { url } = await apiRequest(liveClassesApi.hostLink, { params: { sessionId } });
      if (!url) throw new Error(i.hostLinkFailed);
      window.location.assign(url);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : i.hostLinkFailed);
      setPending(false);
    }
  };
  return (
    <div className="mt-1 grid gap-1">
      <Button type="button" size="sm" className="w-fit" onClick={() => void start()} disabled={pending}>
        <PlayIcon aria-hidden="true" />
        {pending ? i.startingAsHost : i.startAsHost}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
