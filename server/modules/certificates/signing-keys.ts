import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from "node:crypto";
import type { PublicJwk } from "#contracts/certificates.ts";
import { parseSigningKeyPem } from "./signing-key-pem.ts";
import type { SigningKeysRepository, StoredSigningKey } from "./signing-keys-repository.ts";

// The Ed25519 key that signs the Open Badges credentials (decision 0039). CREDENTIAL_SIGNING_KEY supplies it
// (its private half never reaches the database, only its public JWK so that the key set lists it); without
// it the site makes its own on first use and keeps it in credential_signing_keys. Instances that make it at
// the same moment insert under the same id ("key-1", then "key-2" after a rotation), so one key wins and all
// sign with it. Every key stays published: a credential signed before a rotation still verifies.

export type SigningKey = {
  /** The row's id, and the last segment of the key's URL. */
  id: string;
  /** The JOSE `kid`: the URL that answers this key as a JWK (OB 3.0 wants a dereferenceable URI). */
  kid: string;
  privateKey: KeyObject;
};

type Deps = {
  repository: SigningKeysRepository;
  /** CREDENTIAL_SIGNING_KEY, when set. */
  envPrivateKeyPem?: string;
  /** The absolute URL of a key by its id (certificate-urls.ts). */
  keyUrl: (id: string) => string;
};

function rawJwk(key: KeyObject): Record<string, string> {
  const { kty, crv, x } = createPublicKey(key).export({ format: "jwk" });
  return { kty: kty!, crv: crv!, x: x! };
}

/** RFC 7638: the SHA-256 of the key's required members in lexical order; a stable id for a supplied key. */
export function jwkThumbprint(jwk: Record<string, string>): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash("sha256").update(canonical).digest("base64url");
}

export function createSigningKeys({ repository, envPrivateKeyPem, keyUrl }: Deps) {
  let signing: Promise<SigningKey> | undefined;

  function publicJwkOf(row: StoredSigningKey): PublicJwk {
    return {
      kty: "OKP",
      crv: "Ed25519",
      x: row.publicKeyJwk.x ?? "",
      kid: keyUrl(row.id),
      alg: "EdDSA",
      use: "sig",
    };
  }

  async function load(): Promise<SigningKey> {
    if (envPrivateKeyPem) {
      const privateKey = parseSigningKeyPem(envPrivateKeyPem);
      const publicKeyJwk = rawJwk(privateKey);
      const id = jwkThumbprint(publicKeyJwk);
      await repository.insertIfAbsent({ id, publicKeyJwk, privateKeyPem: null });
      return { id, kid: keyUrl(id), privateKey };
    }
    // Counted before looking for a usable key: an instance that sees no key after counting n made ones
    // proposes key-(n+1), the same id as any other instance that counted n, and the insert keeps one.
    const made = await repository.countGenerated();
    let row = await repository.newestUsable();
    if (!row) {
      const { privateKey } = generateKeyPairSync("ed25519");
      const id = `key-${made + 1}`;
      row = await repository.insertIfAbsent({
        id,
        publicKeyJwk: rawJwk(privateKey),
        privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      });
    }
    return { id: row.id, kid: keyUrl(row.id), privateKey: createPrivateKey(row.privateKeyPem!) };
  }

  return {
    /** The key that signs now; read (or made) once per process. */
    signingKey(): Promise<SigningKey> {
      signing ??= load().catch((error: unknown) => {
        signing = undefined; // a failed read is tried again by the next request
        throw error;
      });
      return signing;
    },

    /** Every published key, the signing one first made sure of (so a fresh site lists its key at once). */
    async publicKeys(): Promise<PublicJwk[]> {
      await this.signingKey();
      return (await repository.all()).map(publicJwkOf);
    },

    async publicKey(id: string): Promise<PublicJwk | undefined> {
      const row = await repository.byId(id);
      return row ? publicJwkOf(row) : undefined;
    },
  };
}
export type SigningKeys = ReturnType<typeof createSigningKeys>;
