import type { homeResponseSchema } from "#contracts/home.ts";
import { endpoint, type Out } from "./endpoint.ts";

export const homeApi = {
  home: endpoint("GET", "/api/home").returns<Out<typeof homeResponseSchema>>(),
};
