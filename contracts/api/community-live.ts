import { endpoint } from "./endpoint.ts";

/**
 * The forum's live updates (issue 18): `text/event-stream` answers, read with EventSource, not apiRequest.
 * Each event is named by its change (contracts/community-live-text.ts) and carries
 * contracts/community-live.ts's data; the page then reads the thread or the list again.
 */
export const communityLiveApi = {
  threadEvents: endpoint("GET", "/api/community/threads/:id/events").returns<undefined>(),
  spaceEvents: endpoint("GET", "/api/community/spaces/:space/events").returns<undefined>(),
};
