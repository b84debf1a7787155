import type {
  currentUserSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
} from "#contracts/auth.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const authApi = {
  currentUser: endpoint("GET", "/api/user").returns<Out<typeof currentUserSchema>>(),
  register: endpoint("POST", "/api/register")
    .body<In<typeof registerSchema>>()
    .returns<Out<typeof messageResponseSchema>>(),
  login: endpoint("POST", "/api/login")
    .body<In<typeof loginSchema>>()
    .returns<Out<typeof currentUserSchema>>(),
  logout: endpoint("POST", "/api/logout").returns<Out<typeof messageResponseSchema>>(),
};
