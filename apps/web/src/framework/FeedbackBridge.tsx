import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from './feedback';

export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => bindFeedback(app), [app]);
  return null;
}
