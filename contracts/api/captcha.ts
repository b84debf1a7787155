import type { captchaPublicConfigSchema } from "#contracts/captcha.ts";
import { endpoint, type Out } from "./endpoint.ts";

export const captchaApi = {
  challenge: endpoint("GET", "/api/captcha/challenge").returns<Out<typeof captchaPublicConfigSchema>>(),
};
