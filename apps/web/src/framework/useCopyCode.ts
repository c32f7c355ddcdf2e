import { useFeedback } from './useFeedback';

/** Copies a code; where the clipboard is out of reach (a plain-http address), shows the code instead. */
export function useCopyCode() {
  const { message } = useFeedback();
  return async (code: string, copiedText: string) => {
    try {
      await navigator.clipboard.writeText(code);
      message.success(copiedText);
    } catch {
      message.info(code);
    }
  };
}
