import { useCallback, useRef } from 'react';

/**
 * A dialog's first field, focused once the dialog is open: `ref` goes on the field (with
 * autoFocus, which focuses it at once while the dialog zooms in) and `afterOpenChange` on the
 * Modal. autoFocus alone does not do: with motion off (the system's reduce-motion setting), it
 * runs while the dialog is still hidden, and antd's focus trap then gives the focus to the close
 * button.
 */
export function useFocusWhenOpen<T extends { focus(): void }>() {
  const ref = useRef<T>(null);
  const afterOpenChange = useCallback((open: boolean) => {
    if (open) ref.current?.focus();
  }, []);
  return { ref, afterOpenChange };
}
