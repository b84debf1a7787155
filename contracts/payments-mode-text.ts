// Zod-free, so the site shell can show it without pulling the checkout's texts into every first load.

/** The strip every page shows while the built-in test provider runs on a public address (decision 0018). */
export const testModeStripText = "Test mode: payments are not real";
