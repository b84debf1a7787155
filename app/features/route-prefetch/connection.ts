/** What the browser says about the connection (the Network Information API; Chromium only). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

export function currentConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** Never on a slow connection or when the visitor asked to save data. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "slow-2g" && connection.effectiveType !== "2g";
}
