// Errors a service may raise on purpose; the error plugin turns them into the API's error shape.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field?: string;
  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.field = field;
  }
}
