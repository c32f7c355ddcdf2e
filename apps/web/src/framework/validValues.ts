import type { FormInstance } from 'antd';

/** antd's validateFields rejects with this shape (no Error) when a rule fails. */
function isValidationFailure(failure: unknown): boolean {
  return typeof failure === 'object' && failure !== null && 'errorFields' in failure;
}

/**
 * The form's values once every rule passes, or null when one fails: the form already shows why.
 * A bare `await form.validateFields()` in a click handler leaves that rejection uncaught.
 */
export async function validValues<Values>(
  form: FormInstance<Values>,
  fields?: (keyof Values)[],
): Promise<Values | null> {
  try {
    return fields ? await form.validateFields(fields as never) : await form.validateFields();
  } catch (failure) {
    if (isValidationFailure(failure)) return null;
    throw failure;
  }
}
