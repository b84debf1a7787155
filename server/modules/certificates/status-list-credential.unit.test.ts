import { describe, expect, it } from "vitest";
import {
  revocationStatusEntry,
  revocationStatusListCredential,
  statusListJwtPayload,
} from "./status-list-credential.ts";

const listUrl = "https://ailabs.example/api/certificates/status/revocation";

describe("revocationStatusListCredential", () => {
  const credential = revocationStatusListCredential({
    listUrl,
    issuerId: "https://ailabs.example",
    validFrom: new Date("2026-12-01T09:30:15.678Z"),
    encodedList: "uH4sIAAAAAAAAA-3BMQEAAADCoPVPbQwfoAAAAAAAAAAAAAAAAAAAAIC3AYbSVKsAQAAA",
  });

  it("is a BitstringStatusListCredential on VCDM 2.0 for revocation", () => {
    expect(credential).toEqual({
      "@context": ["https://www.w3.org/ns/credentials/v2"],
      id: listUrl,
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      issuer: "https://ailabs.example",
      validFrom: "2026-12-01T09:30:15Z",
      credentialSubject: {
        id: `${listUrl}#list`,
        type: "BitstringStatusList",
        statusPurpose: "revocation",
        encodedList: "uH4sIAAAAAAAAA-3BMQEAAADCoPVPbQwfoAAAAAAAAAAAAAAAAAAAAIC3AYbSVKsAQAAA",
        ttl: 300_000,
      },
    });
  });

  it("mirrors the credential in the JWT's registered claims, with no expiry", () => {
    expect(statusListJwtPayload(credential)).toMatchObject({
      iss: "https://ailabs.example",
      jti: listUrl,
      sub: `${listUrl}#list`,
      nbf: Date.parse("2026-12-01T09:30:15Z") / 1000,
    });
    expect(statusListJwtPayload(credential)).not.toHaveProperty("exp");
  });

  it("points an entry at the same list", () => {
    expect(revocationStatusEntry(listUrl, 0)).toMatchObject({
      id: `${listUrl}#0`,
      statusListIndex: "0",
      statusListCredential: credential.id,
    });
  });
});
