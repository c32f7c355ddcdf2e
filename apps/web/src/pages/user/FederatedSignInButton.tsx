import type { FederationProviders } from '@scenecast/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFederationProviders, OIDC_START_URL } from './api';

/** 使用 <provider> 登录: shown only when the server has an OpenID Connect provider configured. */
export function FederatedSignInButton() {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<FederationProviders | null>(null);

  useEffect(() => {
    fetchFederationProviders()
      .then(setProviders)
      .catch(() => setProviders(null));
  }, []);

  if (!providers?.oidc) return null;
  return (
    <a className="sc-button sc-button-block sc-federated-button" href={OIDC_START_URL} data-testid="federated-sign-in">
      {t('login.federated', { name: providers.oidc.displayName })}
    </a>
  );
}
