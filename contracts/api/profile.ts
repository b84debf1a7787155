import type { currentUserSchema, messageResponseSchema } from "#contracts/auth.ts";
import type { passwordChangeSchema, profileUpdateSchema } from "#contracts/profile.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const profileApi = {
  profile: endpoint("GET", "/api/profile").returns<Out<typeof currentUserSchema>>(),
  updateProfile: endpoint("PATCH", "/api/profile")
    .body<In<typeof profileUpdateSchema>>()
    .returns<Out<typeof currentUserSchema>>(),
  changePassword: endpoint("POST", "/api/profile/password")
    .body<In<typeof passwordChangeSchema>>()
    .returns<Out<typeof messageResponseSchema>>(),
};
