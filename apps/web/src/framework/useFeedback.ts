import { App } from 'antd';

/** message, notification and modal bound to the app's theme and locale. */
export function useFeedback() {
  return App.useApp();
}
