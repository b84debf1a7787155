import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserCertificates } from "#contracts/admin-certificates.ts";
import { certificateIssuingApi } from "#contracts/api/certificate-issuing.ts";
import { certificatesApi } from "#contracts/api/certificates.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { JwkSet } from "#contracts/certificates.ts";
import { jwksPath } from "#contracts/certificates-text.ts";
import type { Database } from "#server/db/client.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { certificates } from "#server/db/schema/certificates.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { createCertificatesRepository } from "#server/modules/certificates/certificates-repository.ts";
import { revocationListSince } from "#server/modules/certificates/revocation-status-list.ts";
import { decodeStatusList, statusBitAt } from "#server/modules/certificates/status-list-bitstring.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { createCertificate } from "../support/certificates.ts";
import { decodeSegment, signatureHolds } from "../support/compact-jws.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Revocation a verifier holding only the downloaded credential can see (decision 0041): the credential's
// credentialStatus names a bit in a W3C Bitstring Status List, served signed with the site's key; revoking
// the certificate sets that bit and no other; no two certificates share a bit, drawing again when an index is
// taken, inside the issuing transaction too.

const publicUrl = "https://ailabs.test";
const listUrl = `${publicUrl}/api/certificates/status/revocation`;
let t: TestApp;
let admin: Visitor;
let student: TestAccount;
/** Issued by an admin through the API, as a real one is: the issuing transaction, its mail and all. */
let issued: { code: string; index: number };

type StatusEntry = {
  id: string;
  type: string;
  statusPurpose: string;
  statusListIndex: string;
  statusListCredential: string;
};
type ListClaims = {
  "@context": string[];
  id: string;
  type: string[];
  issuer: string;
  validFrom: string;
  credentialSubject: { id: string; type: string; statusPurpose: string; encodedList: string; ttl: number };
  iss: string;
  jti: string;
  sub: string;
  nbf: number;
  exp?: number;
};

const get = (url: string) => call(t.app, null, "GET", url);

async function credentialOf(code: string) {
  const response = await get(endpointUrl(certificatesApi.credential, { params: { code } }));
  expect(response.statusCode, response.body).toBe(200);
  return decodeSegment(response.body.split(".")[1]!) as {
    issuer: { id: string };
    credentialStatus: StatusEntry;
  };
}

/** Fetches the list where a verifier would: at the credential's statusListCredential URL. */
async function fetchList(url = listUrl) {
  const response = await get(new URL(url).pathname);
  expect(response.statusCode, response.body).toBe(200);
  const jwt = response.body;
  const [header, payload] = jwt.split(".") as [string, string, string];
  return {
    response,
    jwt,
    header: decodeSegment(header),
    claims: decodeSegment(payload) as unknown as ListClaims,
    bits: () =>
      decodeStatusList((decodeSegment(payload) as unknown as ListClaims).credentialSubject.encodedList),
  };
}

const indexOf = async (db: Database, code: string) =>
  (
    await db
      .select({ index: certificates.statusListIndex })
      .from(certificates)
      .where(eq(certificates.code, code))
  )[0]!.index;

/** A generator of indexes that answers from a script, so a test can make two draws collide. */
function scripted(indexes: number[]): () => number {
  let next = 0;
  return () => {
    const index = indexes[next];
    next += 1;
    if (index === undefined) throw new Error("the script ran out of indexes");
    return index;
  };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  const { db } = t.database;
  admin = await signedIn(t.app, await createAccount(db, { role: "admin" }));
  student = await createAccount(db, { name: "Maya Chen" });
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, "ai-engineers"));
  await db.insert(enrollments).values({ userId: student.id, courseId: course!.id });
  const response = await call(
    t.app,
    admin,
    "POST",
    endpointUrl(certificateIssuingApi.issue, { params: { id: student.id } }),
    { courseSlug: "ai-engineers" },
  );
  expect(response.statusCode, response.body).toBe(200);
  const code = (response.json() as AdminUserCertificates).certificates[0]!.code;
  issued = { code, index: await indexOf(db, code) };
});
afterAll(() => t?.close());

describe("a certificate's credentialStatus", () => {
  it("names the certificate's own bit in the revocation list, at a URL that resolves", async () => {
    const credential = await credentialOf(issued.code);
    expect(credential.credentialStatus).toEqual({
      id: `${listUrl}#${issued.index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(issued.index),
      statusListCredential: listUrl,
    });
    expect(issued.index).toBeGreaterThanOrEqual(0);
    expect(issued.index).toBeLessThan(131_072);

    const { response } = await fetchList(credential.credentialStatus.statusListCredential);
    expect(response.headers["content-type"]).toBe("application/vc+jwt");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });
});

describe("the revocation status list", () => {
  it("is a BitstringStatusListCredential from the certificates' issuer, verifiable with the published key", async () => {
    const { jwt, header, claims } = await fetchList();
    const keys = ((await get(jwksPath)).json() as JwkSet).keys;
    expect(signatureHolds(jwt, keys)).toBe(true);
    // The certificate credential's header conventions: EdDSA, kid the key's URL, typ JWT.
    expect(header).toEqual({ alg: "EdDSA", kid: `${publicUrl}/api/certificates/keys/key-1`, typ: "JWT" });

    const credential = await credentialOf(issued.code);
    expect(claims).toMatchObject({
      "@context": ["https://www.w3.org/ns/credentials/v2"],
      id: listUrl,
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      issuer: credential.issuer.id,
      // ttl agrees with the Cache-Control max-age, as the spec asks.
      credentialSubject: {
        id: `${listUrl}#list`,
        type: "BitstringStatusList",
        statusPurpose: "revocation",
        ttl: 300_000,
      },
      iss: credential.issuer.id,
      jti: listUrl,
      sub: `${listUrl}#list`,
    });
    expect(claims.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(claims.nbf).toBe(Date.parse(claims.validFrom) / 1000);
    expect(claims.nbf * 1000).toBeLessThanOrEqual(Date.now());
    expect(claims).not.toHaveProperty("exp");

    // Tampering with the list (clearing a bit, say) breaks the signature.
    const [h, , signature] = jwt.split(".") as [string, string, string];
    const forged = {
      ...claims,
      credentialSubject: { ...claims.credentialSubject, encodedList: "uH4sIAAAAAAAAA" },
    };
    expect(
      signatureHolds(`${h}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`, keys),
    ).toBe(false);
  });

  it("expands (multibase u, base64url, GZIP) to at least 16 KB, with a standing certificate's bit clear", async () => {
    const { claims, bits } = await fetchList();
    expect(claims.credentialSubject.encodedList.startsWith("u")).toBe(true);
    const list = bits();
    expect(list.length).toBeGreaterThanOrEqual(16_384);
    expect(statusBitAt(list, issued.index)).toBe(0);
  });

  it("sets the bit once an admin revokes the certificate, and no other certificate's", async () => {
    const { db } = t.database;
    const others = await Promise.all(
      ["machine-learning", "deep-learning"].map((courseSlug) =>
        createCertificate(db, { userId: student.id, courseSlug }),
      ),
    );
    const revoke = await call(
      t.app,
      admin,
      "POST",
      endpointUrl(certificateIssuingApi.revoke, { params: { code: issued.code } }),
      { reason: "Issued in error" },
    );
    expect(revoke.statusCode, revoke.body).toBe(200);

    const { claims, bits } = await fetchList();
    const list = bits();
    expect(statusBitAt(list, issued.index)).toBe(1);
    for (const other of others) expect(statusBitAt(list, await indexOf(db, other.code))).toBe(0);
    // Exactly the revoked certificates' bits are set.
    const revoked = await db
      .select({ index: certificates.statusListIndex })
      .from(certificates)
      .where(sql`${certificates.revokedAt} is not null`);
    let set = 0;
    for (const byte of list) for (let bit = 0; bit < 8; bit += 1) set += (byte >> bit) & 1;
    expect(set).toBe(revoked.length);
    // Valid from a fixed past instant, not the revocation: a verifier's clock a few seconds slow would
    // otherwise refuse the list just after one.
    expect(claims.nbf).toBe(revocationListSince.getTime() / 1000);
  });
});

describe("status list indexes", () => {
  it("are never shared: a taken index is drawn again, also inside the issuing transaction", async () => {
    const { db } = t.database;
    const taken = issued.index;
    const free = (taken + 1) % 131_072;
    const user = await createAccount(db);
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "ai-engineers"));
    const certificate = {
      userId: user.id,
      courseId: course!.id,
      recipientName: "Ada Stone",
      courseTitle: "AI Engineering",
      instructorNames: [],
    };

    // Inside a transaction, as issuing inserts: the clash is undone on its own, and the transaction commits.
    const inserted = await db.transaction(async (tx) =>
      createCertificatesRepository(tx as unknown as Database, {
        newStatusListIndex: scripted([taken, free]),
      }).insert(certificate),
    );
    expect(await indexOf(db, inserted.code)).toBe(free);

    // A draw that only ever finds taken indexes gives up rather than share one.
    const unlucky = createCertificatesRepository(db, { newStatusListIndex: () => taken });
    await expect(unlucky.insert({ ...certificate, userId: (await createAccount(db)).id })).rejects.toThrow(
      /no free certificate code and status list index/,
    );

    const [counts] = await db
      .select({
        all: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${certificates.statusListIndex})::int`,
      })
      .from(certificates);
    expect(counts!.all).toBeGreaterThanOrEqual(4);
    expect(counts!.distinct).toBe(counts!.all);
  });
});
