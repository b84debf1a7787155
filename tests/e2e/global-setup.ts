// Replaced by the password-recovery work: starts the local SMTP server the journeys read mail from.
export default async function globalSetup(): Promise<void> {}
