import { createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signCompactJws } from "./compact-jws.ts";
import { credentialInstant, credentialJwtPayload, openBadgeCredential } from "./open-badge-credential.ts";
import { revocationStatusEntry } from "./status-list-credential.ts";

const input = {
  code: "7K3M-9QXH-2WPA-4RZD",
  verificationUrl: "https://ailabs.example/certificates/7K3M-9QXH-2WPA-4RZD",
  subjectId: "urn:uuid:2f0d8a4e-8a53-4d0e-9a43-3c2b1f0e9d11",
  recipientName: "Maya Chen",
  courseTitle: "AI Engineering",
  courseUrl: "https://ailabs.example/courses/ai-engineers",
  instructorNames: ["Leo Park", "Ada Stone", "Ravi Menon"],
  issuedAt: new Date("2026-03-31T18:45:12.345Z"),
  issuer: { id: "https://ailabs.example", name: "AI Labs", url: "https://ailabs.example" },
  credentialStatus: revocationStatusEntry(
    "https://ailabs.example/api/certificates/status/revocation",
    94_567,
  ),
};

function decode(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

describe("openBadgeCredential", () => {
  it("is an OB 3.0 OpenBadgeCredential on VCDM 2.0 with the achievement OB requires", () => {
    const credential = openBadgeCredential(input);
    expect(credential["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.id).toBe(input.verificationUrl);
    expect(credential.issuer).toEqual({
      id: "https://ailabs.example",
      type: ["Profile"],
      name: "AI Labs",
      url: "https://ailabs.example",
    });
    expect(credential.validFrom).toBe("2026-03-31T18:45:12Z");
    expect(credential.credentialSubject.type).toEqual(["AchievementSubject"]);
    expect(credential.credentialSubject.identifier[0]).toMatchObject({
      identityHash: "Maya Chen",
      hashed: false,
    });
    const { achievement } = credential.credentialSubject;
    expect(achievement).toMatchObject({
      id: "https://ailabs.example/courses/ai-engineers#certificate",
      type: ["Achievement"],
      name: "AI Engineering",
    });
    expect(achievement.description).toContain("AI Engineering");
    expect(achievement.criteria.narrative).toContain("AI Engineering");
    expect(credential.description).toContain("taught by Leo Park, Ada Stone and Ravi Menon");
  });

  it("carries its bit in the revocation status list as a Bitstring Status List entry", () => {
    expect(openBadgeCredential(input).credentialStatus).toEqual({
      id: "https://ailabs.example/api/certificates/status/revocation#94567",
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: "94567",
      statusListCredential: "https://ailabs.example/api/certificates/status/revocation",
    });
  });

  it("mirrors the credential in the JWT's registered claims", () => {
    const credential = openBadgeCredential(input);
    const payload = credentialJwtPayload(credential);
    expect(payload).toMatchObject({
      iss: "https://ailabs.example",
      jti: input.verificationUrl,
      sub: input.subjectId,
      nbf: Date.parse("2026-03-31T18:45:12Z") / 1000,
    });
    expect(credentialInstant(new Date(payload.nbf * 1000))).toBe(credential.validFrom);
  });
});

describe("signCompactJws", () => {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const jwk = publicKey.export({ format: "jwk" });
  const jws = signCompactJws(
    { alg: "EdDSA", kid: "https://ailabs.example/api/certificates/keys/key-1", typ: "JWT" },
    credentialJwtPayload(openBadgeCredential(input)),
    privateKey,
  );

  function verifies(token: string): boolean {
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const key = createPublicKey({ key: jwk, format: "jwk" });
    return verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, "base64url"));
  }

  it("signs with EdDSA under the given header, verifiable with the public JWK alone", () => {
    expect(decode(jws.split(".")[0]!)).toEqual({
      alg: "EdDSA",
      kid: "https://ailabs.example/api/certificates/keys/key-1",
      typ: "JWT",
    });
    expect(decode(jws.split(".")[1]!)).toMatchObject({ jti: input.verificationUrl });
    expect(verifies(jws)).toBe(true);
  });

  it("fails verification once the payload is changed", () => {
    const [header, payload, signature] = jws.split(".") as [string, string, string];
    const forged = { ...decode(payload), credentialSubject: { id: input.subjectId, name: "Someone Else" } };
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`;
    expect(verifies(tampered)).toBe(false);
  });

  it("signs deterministically: the same credential gives the same token", () => {
    const again = signCompactJws(
      { alg: "EdDSA", kid: "https://ailabs.example/api/certificates/keys/key-1", typ: "JWT" },
      credentialJwtPayload(openBadgeCredential(input)),
      privateKey,
    );
    expect(again).toBe(jws);
  });
});
