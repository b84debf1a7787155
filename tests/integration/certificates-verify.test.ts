import { createPublicKey } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificatesApi } from "#contracts/api/certificates.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CertificateVerification, JwkSet, PublicJwk } from "#contracts/certificates.ts";
import { certificateMessages, jwksPath } from "#contracts/certificates-text.ts";
import { credentialSigningKeys } from "#server/db/schema/certificates.ts";
import type { credentialJwtPayload } from "#server/modules/certificates/open-badge-credential.ts";
import { createSigningKeys } from "#server/modules/certificates/signing-keys.ts";
import { createSigningKeysRepository } from "#server/modules/certificates/signing-keys-repository.ts";
import { createAccount, nextIp } from "../support/accounts.ts";
import { createCertificate, revokeCertificate } from "../support/certificates.ts";
import { decodeSegment, signatureHolds } from "../support/compact-jws.ts";
import { googleStructuredDataFailures } from "../support/google-structured-data.ts";
import { readPdf } from "../support/pdf-render.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Certificates anyone can verify (issue 16): the public lookup by code (valid, revoked, unknown), the PDF,
// the Open Badges 3.0 credential that verifies with the published key (and fails once tampered with), the
// key made once however many first uses race, and the per-address limit on lookups.

const publicUrl = "https://ailabs.test";
let t: TestApp;
let valid: { id: string; code: string };
let revoked: { id: string; code: string };
let studentId: string;

const get = (url: string, ip = nextIp()) =>
  t.app.inject({ method: "GET", url, headers: { "x-forwarded-for": ip }, remoteAddress: ip });
const verifyUrl = (code: string) => endpointUrl(certificatesApi.verify, { params: { code } });

type CredentialClaims = ReturnType<typeof credentialJwtPayload>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  const student = await createAccount(t.database.db, { name: "Maya Chen" });
  studentId = student.id;
  valid = await createCertificate(t.database.db, {
    userId: student.id,
    courseSlug: "ai-engineers",
    courseTitle: "AI Engineering",
    instructorNames: ["Leo Park", "Ada Stone"],
  });
  revoked = await createCertificate(t.database.db, { userId: student.id, courseSlug: "machine-learning" });
  await revokeCertificate(t.database.db, revoked.id, "Issued in error", new Date("2026-04-02T15:00:00Z"));
});
afterAll(() => t?.close());

describe("GET /api/certificates/:code", () => {
  it("answers a valid certificate with what it states and where to download it", async () => {
    const response = await get(verifyUrl(valid.code));
    expect(response.statusCode).toBe(200);
    const body = response.json() as CertificateVerification;
    expect(body).toMatchObject({
      status: "valid",
      code: valid.code,
      recipientName: "Maya Chen",
      courseTitle: "AI Engineering",
      courseUrl: `${publicUrl}/courses/ai-engineers`,
      instructorNames: ["Leo Park", "Ada Stone"],
      issuedAt: "2026-03-31T18:45:12.000Z",
      issuedOn: "2026-03-31",
      verificationUrl: `${publicUrl}/certificates/${valid.code}`,
      issuer: { name: "AI Labs", url: publicUrl },
      pdfPath: `/api/certificates/${valid.code}/pdf`,
      credentialPath: `/api/certificates/${valid.code}/credential`,
    });
    if (body.status !== "valid") throw new Error("not valid");
    const linkedIn = new URL(body.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(linkedIn.searchParams.get("certId")).toBe(valid.code);
    expect(linkedIn.searchParams.get("certUrl")).toBe(body.verificationUrl);
    expect(linkedIn.searchParams.get("issueYear")).toBe("2026");
    expect(linkedIn.searchParams.get("issueMonth")).toBe("3");
  });

  it("finds the code whatever its case and dashes, and reads I, L and O as digits", async () => {
    const typed = valid.code.toLowerCase().replaceAll("-", "").replaceAll("1", "l").replaceAll("0", "o");
    const response = await get(verifyUrl(typed));
    expect(response.statusCode).toBe(200);
    expect((response.json() as CertificateVerification).code).toBe(valid.code);
  });

  it("answers a revoked certificate with when and why, and no downloads", async () => {
    const response = await get(verifyUrl(revoked.code));
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      status: "revoked",
      code: revoked.code,
      revokedAt: "2026-04-02T15:00:00.000Z",
      revokedOn: "2026-04-02",
      revokedReason: "Issued in error",
    });
    expect(body).not.toHaveProperty("pdfPath");
    expect(body).not.toHaveProperty("credentialPath");
    expect(body).not.toHaveProperty("linkedInUrl");
  });

  it("answers 404 with a helpful message for an unknown or malformed code, alike", async () => {
    for (const code of ["ZZZZ-ZZZZ-ZZZZ-ZZZZ", "not-a-code", "UUUU-UUUU-UUUU-UUUU"]) {
      const response = await get(verifyUrl(code));
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject({ error: certificateMessages.unknown });
    }
  });

  it("limits lookups per address, so codes cannot be tried cheaply", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1)
      statuses.push((await get(verifyUrl("ZZZZ-ZZZZ-ZZZZ-ZZZ0"), ip)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await get(verifyUrl(valid.code))).statusCode).toBe(200);
  });
});

describe("the certificate PDF", () => {
  it("downloads a valid certificate as an A4 landscape PDF stating the certificate", async () => {
    const response = await get(endpointUrl(certificatesApi.pdf, { params: { code: valid.code } }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="ai-labs-certificate-${valid.code}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.width).toBeGreaterThan(pdf.height);
    expect(Math.round(pdf.width)).toBe(842);
    const text = pdf.text.replace(/\s+/g, " ");
    for (const expected of [
      "Maya Chen",
      "AI Engineering",
      "March 31, 2026",
      "Leo Park, Ada Stone",
      valid.code,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`${publicUrl}/certificates/${valid.code}`);
    expect(pdf.info.Title).toBe("AI Engineering: certificate of completion for Maya Chen");
  });

  it("is the same file on every download", async () => {
    const url = endpointUrl(certificatesApi.pdf, { params: { code: valid.code } });
    const [first, second] = [await get(url), await get(url)];
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
  });

  it("is gone once revoked (410) and unknown codes are 404", async () => {
    const gone = await get(endpointUrl(certificatesApi.pdf, { params: { code: revoked.code } }));
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ error: certificateMessages.revokedDownload });
    const unknown = await get(endpointUrl(certificatesApi.pdf, { params: { code: "ZZZZ-ZZZZ-ZZZZ-ZZZZ" } }));
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the Open Badges 3.0 credential", () => {
  async function credential(code = valid.code) {
    return get(endpointUrl(certificatesApi.credential, { params: { code } }));
  }
  async function publishedKeys(): Promise<PublicJwk[]> {
    const response = await get(jwksPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/jwk-set+json");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    return (response.json() as JwkSet).keys;
  }

  it("is a VC-JWT whose payload is the OpenBadgeCredential with its registered claims", async () => {
    const response = await credential();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="ai-labs-certificate-${valid.code}.jwt"`,
    );
    const [header, payload] = response.body.split(".") as [string, string, string];
    expect(decodeSegment(header)).toEqual({
      alg: "EdDSA",
      kid: `${publicUrl}/api/certificates/keys/key-1`,
      typ: "JWT",
    });
    const claims = decodeSegment(payload) as unknown as CredentialClaims;
    expect(claims["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(claims.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(claims.id).toBe(`${publicUrl}/certificates/${valid.code}`);
    expect(claims.issuer).toMatchObject({ id: publicUrl, type: ["Profile"], name: "AI Labs" });
    expect(claims.validFrom).toBe("2026-03-31T18:45:12Z");
    expect(claims.credentialSubject).toMatchObject({
      id: `urn:uuid:${studentId}`,
      type: ["AchievementSubject"],
      achievement: {
        id: `${publicUrl}/courses/ai-engineers#certificate`,
        type: ["Achievement"],
        name: "AI Engineering",
      },
    });
    expect(claims.credentialSubject.achievement.criteria.narrative).toContain("AI Engineering");
    expect(claims.credentialStatus).toMatchObject({
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListCredential: `${publicUrl}/api/certificates/status/revocation`,
    });
    expect(claims).toMatchObject({
      iss: publicUrl,
      jti: claims.id,
      sub: `urn:uuid:${studentId}`,
      nbf: Date.parse("2026-03-31T18:45:12Z") / 1000,
    });
  });

  it("verifies with the public key the site publishes, as its kid URL and in the key set", async () => {
    const jwt = (await credential()).body;
    const keys = await publishedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toHaveProperty("d");
    expect(signatureHolds(jwt, keys)).toBe(true);

    const { kid } = decodeSegment(jwt.split(".")[0]!) as { kid: string };
    const byKid = await get(new URL(kid).pathname);
    expect(byKid.statusCode).toBe(200);
    expect(byKid.headers["cache-control"]).toBe("public, max-age=86400");
    expect(byKid.json()).toEqual(keys[0]);
    expect(signatureHolds(jwt, [byKid.json() as PublicJwk])).toBe(true);
  });

  it("fails verification once anything in it is changed", async () => {
    const jwt = (await credential()).body;
    const keys = await publishedKeys();
    const [header, payload, signature] = jwt.split(".") as [string, string, string];
    const claims = decodeSegment(payload) as unknown as CredentialClaims;
    claims.credentialSubject.achievement.name = "Deep Learning";
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    expect(signatureHolds(forged, keys)).toBe(false);
    // Flip one bit of a decoded byte: swapping base64url characters can leave the bytes as they were
    // (a signature ending "BA" stayed "BA", and the last character's low bits are padding).
    const bytes = Buffer.from(signature, "base64url");
    bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    const flipped = `${header}.${payload}.${bytes.toString("base64url")}`;
    expect(flipped).not.toBe(jwt);
    expect(signatureHolds(flipped, keys)).toBe(false);
  });

  it("is gone once revoked (410), and an unknown key is 404", async () => {
    expect((await credential(revoked.code)).statusCode).toBe(410);
    expect(
      (await get(endpointUrl(certificatesApi.signingKey, { params: { keyId: "key-99" } }))).statusCode,
    ).toBe(404);
  });
});

describe("the signing key", () => {
  it("is made once, even when several instances use it first at the same moment", async () => {
    await t.database.db.delete(credentialSigningKeys);
    const repository = createSigningKeysRepository(t.database.db);
    const instances = Array.from({ length: 4 }, () =>
      createSigningKeys({ repository, keyUrl: (id) => `${publicUrl}/api/certificates/keys/${id}` }),
    );
    const keys = await Promise.all(instances.map((instance) => instance.signingKey()));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    const rows = await t.database.db.select().from(credentialSigningKeys);
    expect(rows).toHaveLength(1);
    // And every instance signs with the one stored key.
    const stored = createPublicKey({ key: { ...rows[0]!.publicKeyJwk }, format: "jwk" }).export({
      format: "jwk",
    });
    for (const key of keys) expect(createPublicKey(key.privateKey).export({ format: "jwk" })).toEqual(stored);
  });

  it("comes from CREDENTIAL_SIGNING_KEY when set, published without its private half", async () => {
    const { generateKeyPairSync } = await import("node:crypto");
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString().replace(/\n/g, "\\n");
    const repository = createSigningKeysRepository(t.database.db);
    const keys = createSigningKeys({
      repository,
      envPrivateKeyPem: pem,
      keyUrl: (id) => `${publicUrl}/keys/${id}`,
    });
    const key = await keys.signingKey();
    const [row] = await t.database.db
      .select()
      .from(credentialSigningKeys)
      .where(eq(credentialSigningKeys.id, key.id));
    expect(row?.privateKeyPem).toBeNull();
    expect(row?.publicKeyJwk.x).toBe(publicKey.export({ format: "jwk" }).x);
    expect((await keys.publicKeys()).map((jwk) => jwk.kid)).toContain(key.kid);
  });
});

describe("the public page /certificates/:code", () => {
  let ssr: TestApp;
  let page: { valid: string; revoked: string };
  const render = (path: string, ip = nextIp()) =>
    ssr.app.inject({ method: "GET", url: path, headers: { accept: "text/html" }, remoteAddress: ip });
  const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
  const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(headOf(html))?.[1];
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );

  beforeAll(async () => {
    ssr = await createSsrTestApp({ PUBLIC_URL: publicUrl });
    const student = await createAccount(ssr.database.db, { name: "Maya Chen" });
    const made = await createCertificate(ssr.database.db, {
      userId: student.id,
      courseTitle: "AI Engineering",
    });
    const gone = await createCertificate(ssr.database.db, {
      userId: student.id,
      courseSlug: "deep-learning",
    });
    await revokeCertificate(ssr.database.db, gone.id, "Issued in error", new Date("2026-04-02T15:00:00Z"));
    page = { valid: made.code, revoked: gone.code };
  }, 120_000);
  afterAll(() => ssr?.close());

  it("shows a valid certificate with its downloads, LinkedIn link, noindex and its credential in JSON-LD", async () => {
    const response = await render(`/certificates/${page.valid}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(robotsOf(html)).toBe("noindex, nofollow");
    for (const fact of [
      "Valid certificate",
      "Maya Chen",
      "AI Engineering",
      "Mar 31, 2026",
      "Leo Park",
      page.valid,
    ]) {
      expect(html).toContain(fact);
    }
    expect(html).toContain(`href="/api/certificates/${page.valid}/pdf"`);
    expect(html).toContain(`href="/api/certificates/${page.valid}/credential"`);
    expect(html).toContain("https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME");
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/certificates/${page.valid}"/>`);
    const credential = jsonLdOf(html).find((block) => block["@type"] === "EducationalOccupationalCredential");
    expect(credential).toMatchObject({
      identifier: page.valid,
      url: `${publicUrl}/certificates/${page.valid}`,
    });
    const { failures, schemas } = await googleStructuredDataFailures(html);
    expect(failures).toEqual([]);
    expect(schemas).toContain("EducationalOccupationalCredential");
  });

  it("moves a code typed in another form to the printed one", async () => {
    const response = await render(`/certificates/${page.valid.toLowerCase().replaceAll("-", "")}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/certificates/${page.valid}`);
  });

  it("shows a revoked certificate with when and why, and nothing to download", async () => {
    const response = await render(`/certificates/${page.revoked}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(robotsOf(html)).toBe("noindex, nofollow");
    expect(html).toContain("Revoked certificate");
    expect(html).toContain("Apr 2, 2026");
    expect(html).toContain("Issued in error");
    expect(html).not.toContain("/pdf");
    expect(html).not.toContain("/credential");
    expect(html).not.toContain("linkedin.com");
    expect(jsonLdOf(html).some((block) => block["@type"] === "EducationalOccupationalCredential")).toBe(
      false,
    );
  });

  it("answers an unknown code with a helpful 404 page, noindex", async () => {
    const response = await render("/certificates/ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Certificate not found");
    expect(response.body).toContain("I, L, O and U are never used");
    expect(robotsOf(response.body)).toBe("noindex, nofollow");
  });

  it("stays out of the sitemap", async () => {
    const sitemap = await ssr.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain("/certificates/");
  });

  it("limits how many codes one address may look up through the page", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await render("/certificates/ZZZZ-ZZZZ-ZZZZ-ZZZ1", ip)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("the demo data", () => {
  it("gives the demo student a valid certificate and the revoked one it replaced", async () => {
    const { seedDemoData } = await import("#server/db/seed-demo.ts");
    const { demoCertificateCodes } = await import("#server/db/seed-certificates.ts");
    await seedDemoData(t.database.db, { hashPassword: async (password) => `plain:${password}` });
    await seedDemoData(t.database.db, { hashPassword: async (password) => `plain:${password}` });
    const valid = (await get(verifyUrl(demoCertificateCodes.valid))).json() as CertificateVerification;
    expect(valid).toMatchObject({
      status: "valid",
      recipientName: "Maya Chen",
      courseUrl: `${publicUrl}/courses/prompt-engineering`,
    });
    const revoked = (await get(verifyUrl(demoCertificateCodes.revoked))).json() as CertificateVerification;
    expect(revoked).toMatchObject({ status: "revoked", recipientName: "Maya Chan" });
  });
});
