import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onPreferenceChange(notify: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/** True while the system's accessibility settings ask for less motion; followed as they change. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    onPreferenceChange,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
