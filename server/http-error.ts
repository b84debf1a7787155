// Errors a service may raise on purpose; the error plugin turns them into the API's error shape.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field?: string;
  /** Seconds, sent as Retry-After (throttling answers). */
  readonly retryAfterSeconds?: number;
  constructor(statusCode: number, message: string, field?: string, retryAfterSeconds?: number) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
