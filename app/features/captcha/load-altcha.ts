import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { altchaAlgorithm } from "#contracts/captcha-text.ts";

// Browser only, imported on demand by the widget. The "external" build is the one that fits our CSP:
// the default build starts its workers from blob: (or data:) URLs and injects a <style> element, so
// worker-src/script-src would need blob:. Here the worker is a file Vite emits under /assets ('self'),
// and the styles are a normal stylesheet. Only the algorithm the server issues is registered.
globalThis.$altcha.algorithms.set(altchaAlgorithm, () => new Pbkdf2Worker());
