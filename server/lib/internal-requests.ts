import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "#contracts/auth.ts";
import type { PageReads } from "./page-reads.ts";

// The page's own reads: SSR loaders read /api in-process (server/plugins/ssr.ts), marked by a secret
// header no client can know. They skip the per-IP limits, request logging and anti-forgery cookies, and
// they take the identity the page request already resolved instead of looking the session up again:
// a signed-in page made one session query per loader before (6 on /dashboard/student, decision 0027).

export const internalHeader = "x-ail-internal";
/** Names the identity lent for one page render; honoured only next to the internal token. */
export const identityHeader = "x-ail-identity";

/** What the sessions plugin resolved for the page request: a user, or a visitor (cookie or not). */
export type LentIdentity = { user: CurrentUser | null; sessionToken: string | null };

export type InternalRequests = {
  /** Headers an in-process read carries (the visitor's cookies travel apart). */
  headers(identityHandle?: string): Record<string, string>;
  isInternal(request: FastifyRequest): boolean;
  /** Lends an identity to the reads of one render; call the returned release when the render is done. */
  lend(identity: LentIdentity): { handle: string; release(): void };
  /** The identity an internal read was lent, if any, with the reads its render shares (page-reads.ts). */
  identityOf(request: FastifyRequest): (LentIdentity & { reads: PageReads }) | undefined;
};

export function createInternalRequests(): InternalRequests {
  const token = randomBytes(24).toString("base64url");
  const lent = new Map<string, LentIdentity & { reads: PageReads }>();

  function isInternal(request: FastifyRequest): boolean {
    return request.headers[internalHeader] === token;
  }

  return {
    headers: (identityHandle) => ({
      [internalHeader]: token,
      ...(identityHandle ? { [identityHeader]: identityHandle } : {}),
    }),
    isInternal,
    lend(identity) {
      const handle = randomBytes(12).toString("base64url");
      lent.set(handle, { ...identity, reads: new Map() });
      return { handle, release: () => lent.delete(handle) };
    },
    identityOf(request) {
      if (!isInternal(request)) return undefined;
      const handle = request.headers[identityHeader];
      return typeof handle === "string" ? lent.get(handle) : undefined;
    },
  };
}
