import { randomInt } from "node:crypto";

// Where a certificate sits in the revocation status list (decision 0041). The list has Bitstring Status List's
// minimum of 131,072 entries, the herd a verifier's fetch hides in: the list URL is the same for every
// certificate, and a random index says nothing about when a certificate was issued or to whom (a sequence
// would: neighbours would be classmates). The schema's range check repeats the size.

export const statusListSize = 131_072;

/** A uniformly random index in the list; the caller retries when the database says it is taken. */
export function randomStatusListIndex(): number {
  return randomInt(statusListSize);
}
