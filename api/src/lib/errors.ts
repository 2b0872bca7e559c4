export type FieldErrors = Record<string, string[]>;

/** An HTTP answer with a status and a message safe to show the user, and fields that tell a client's code what happened (`code`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 422 with messages per field, the shape the forms expect (Laravel style). */
export class ValidationFailed extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, summarize(errors));
  }
}

/** "First message (and 2 more errors)", as Laravel summarizes a failed validation. */
export function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
}

export const notFound = () => new HttpError(404, 'Not Found');
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
