import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useState } from 'react';
import { RequestError } from './http';
import { useFeedback } from './useFeedback';
import { validValues } from './validValues';

/** Shows a refusal the http layer has not shown yet (success false: the server's own message). */
export function showRefusal(message: MessageInstance, error: unknown): void {
  if (error instanceof RequestError) {
    if (!error.alreadyShown) message.error(error.message);
    return;
  }
  message.error(error instanceof Error ? error.message : String(error));
}

/** A dialog's save: `saving` while the task runs; a refusal is shown, not thrown. */
export function useSaveTask() {
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const runSave = async (task: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await task();
    } catch (error) {
      showRefusal(message, error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, runSave };
}

/**
 * An add-or-edit dialog's save: the form's values once its rules pass, added as new, or sent
 * with the record's id when one is edited; then `onSaved`. A refusal is shown, not thrown.
 */
export function useRecordSave<Values, Id>(
  form: FormInstance<Values>,
  record: { id: Id } | null,
  calls: { add(values: Values): Promise<unknown>; edit(values: Values & { id: Id }): Promise<unknown> },
  onSaved: () => void,
) {
  const { saving, runSave } = useSaveTask();
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      await (record ? calls.edit({ ...values, id: record.id }) : calls.add(values));
      onSaved();
    });
  };
  return { saving, save };
}

/**
 * Runs a list or tree action: its success message or its refusal, then `refresh` either way.
 * Resolves to whether the action was done.
 */
export function useActionRunner(refresh: () => Promise<unknown>) {
  const { message } = useFeedback();
  return async (task: () => Promise<unknown>, success?: string): Promise<boolean> => {
    try {
      await task();
      if (success) message.success(success);
      return true;
    } catch (error) {
      showRefusal(message, error);
      return false;
    } finally {
      await refresh();
    }
  };
}
