import { portals } from "#contracts/portals.ts";
import { access } from "#server/plugins/access-policy.ts";

/** The SEO workbench's routes are the marketer's and the admin's: the SEO portal's roles (403 for anyone else). */
export const workbenchAccess = access.roles(...portals.digitalMarketer.roles);
