import { BusinessError } from '../http/errors.js';

/** Both drivers report a unique clash as SQLSTATE 23505, on the error or (drizzle-wrapped) its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/**
 * A guard for writes whose unique index backs a check made before them: two saves racing past the
 * check both reach the index, and the loser gets the check's own refusal (`message`), not a server
 * error. `const unlessCodeTaken = unlessTaken(msg('roleCodeTaken'))`, then
 * `await unlessCodeTaken(() => db.insert(…))`.
 */
export const unlessTaken =
  (message: string) =>
  async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(message);
      throw error;
    }
  };
