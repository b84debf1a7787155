import type {
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from "#contracts/admin-users.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const adminUsersApi = {
  users: endpoint("GET", "/api/admin/users")
    .query<Query<typeof adminUsersQuerySchema>>()
    .returns<Out<typeof adminUsersPageSchema>>(),
  updateUser: endpoint("PATCH", "/api/admin/users/:id")
    .body<In<typeof adminUserUpdateSchema>>()
    .returns<Out<typeof adminUserSchema>>(),
};
