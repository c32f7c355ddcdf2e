import './storage-shim';
import { STORAGE_NAMESPACE } from '@scenecast/contracts';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { UiLanguage } from '../framework/i18n';
import { STORAGE_KEYS } from '../framework/storage';
import LoginPage from '../pages/user/LoginPage';

export { DASHBOARD_PATH } from '@scenecast/contracts';
export { PRERENDER_ID } from './boot';

/** The localStorage keys the page's choice reads: a stored session, the chosen language. */
export const STORED = {
  token: STORAGE_NAMESPACE + STORAGE_KEYS.token,
  language: STORAGE_NAMESPACE + STORAGE_KEYS.language,
};

/** The landing page's markup in a language, as the browser shows it before its scripts run. */
export async function renderLanding(language: UiLanguage): Promise<string> {
  await i18next.changeLanguage(language);
  return renderToString(
    <MemoryRouter initialEntries={['/user/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}
