// Which pages a signed-in visitor may be sent from the shared page cache (decision 0031). A route module
// exports `handle = sameForEveryone` when its page holds nothing of the visitor beyond the header's
// account buttons: the server then keeps one copy of it for all signed-in visitors, rendered without
// anyone's identity, and their browser fills in the account from GET /api/user. Read by the route
// modules (app/routes) and by the server's cache (server/lib/shared-page-routes.ts).

export type PageSharing = { sameForEveryone: true };

export const sameForEveryone: PageSharing = { sameForEveryone: true };

/** Whether a route's `handle` marks its page the same for every visitor. */
export function isSameForEveryone(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "sameForEveryone" in handle
    ? handle.sameForEveryone === true
    : false;
}
