import { useEffect, useRef } from 'react';

/**
 * Fills a form from loaded data once for each `key` (the record or shop shown; null while none
 * is). A later answer for the same key, after a save elsewhere or a change of language, leaves
 * what the user is typing alone; a new key fills again.
 */
export function useFillOnce<T>(key: string | null, data: T | undefined, fill: (data: T) => void): void {
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) filledFor.current = null;
    else if (data !== undefined && filledFor.current !== key) {
      filledFor.current = key;
      fill(data);
    }
  });
}
