// Logout's failure title. The header's Logout reports it even when the code of the auth requests could
// not be loaded, so every page's first load carries this line alone, not the auth forms' texts.
export const logoutFailedMessage = "Logout failed";
