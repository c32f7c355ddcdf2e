/** Both drivers report a unique clash as SQLSTATE 23505, on the error or (drizzle-wrapped) its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/**
 * Runs a write whose unique index backs a check made before it: two saves racing past the check
 * get the check's refusal, not a server error.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
