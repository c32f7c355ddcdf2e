import './framework/i18n';
import 'nprogress/nprogress.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { AppRouter, appRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The console starts in three tasks rather than one: the scripts' evaluation, the router's first
// navigation, React's first render. Together they blocked input for one long task (~40-70 ms here,
// four times that on a mid-range phone). The render is a transition so that React yields to the
// browser between components as well, the pre-rendered page staying on screen meanwhile.
setTimeout(() => {
  appRouter();
  setTimeout(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <AppRouter />
          </AppProviders>
        </StrictMode>,
      );
    }),
  );
});
