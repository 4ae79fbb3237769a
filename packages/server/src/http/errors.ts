/** An error with a meaning clients rely on; the error handler is the only place that turns it into HTTP. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string, extra: Record<string, unknown> = {}) =>
  new AppError(401, message, extra);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfter: retryAfterSeconds });

/** The 422 `{errors:[…]}` shape that login and user management answer with (reference §1.2). */
export class FieldError extends AppError {
  constructor(status: number, param: string, msg: string, value?: unknown) {
    super(status, msg, {
      errors: [{ msg, param, location: "body", ...(value === undefined ? {} : { value }) }],
    });
  }
}
