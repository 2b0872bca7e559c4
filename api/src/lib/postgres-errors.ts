const UNIQUE_VIOLATION = '23505';

/** Whether a unique index refused a write; drizzle wraps the driver's error, so the SQLSTATE sits on it or on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}
