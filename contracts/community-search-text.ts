// Full-text search of the community forum (issue 18): limits and messages, zod-free.

export const communitySearchLimits = {
  queryMin: 2,
  queryMax: 200,
  pageSize: 20,
  /** The highest page a search answers. */
  pageMax: 500,
} as const;

export const communitySearchText = {
  queryRequired: `Enter at least ${communitySearchLimits.queryMin} characters to search.`,
  queryTooLong: `Searches can be at most ${communitySearchLimits.queryMax} characters.`,
  pageInvalid: `Page must be a whole number from 1 to ${communitySearchLimits.pageMax}.`,
} as const;
