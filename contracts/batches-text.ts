// Batch values pages need without zod (the schemas of the public batch reads are in batches.ts).

export const batchTypes = ["weekend", "fast_track", "regular"] as const;
export type BatchType = (typeof batchTypes)[number];
