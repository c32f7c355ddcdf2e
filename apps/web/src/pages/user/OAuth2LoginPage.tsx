import { type LoginResult, MESSAGES, type MessageKey, msg } from '@scenecast/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { storeLogin } from '../../app/stores/sessionStore';
import { RequestError } from '../../framework/http';
import { currentLang } from '../../framework/i18n';
import { LiteButton, LiteInput, LiteSpinner } from '../../framework/lite/fields';
import { LockIcon, UserIcon } from '../../framework/lite/icons';
import { required } from '../../framework/lite/rules';
import { toast } from '../../framework/lite/toast';
import { useLiteForm } from '../../framework/lite/useLiteForm';
import { AuthFrame } from './AuthFrame';
import { isCaptchaDemand, isLinkDemand, linkFederatedIdentity, redeemFederationTicket } from './api';
import { CaptchaInput } from './CaptchaInput';
import { PlainCard } from './PlainCard';

type Stage = { kind: 'working' } | { kind: 'link' } | { kind: 'failed'; message: string };
type LinkValues = { username: string; password: string; captcha: string };

/** The server tells a failed return by message key; only known keys are shown, never free text. */
function callbackFailure(key: string): string {
  const known = Object.hasOwn(MESSAGES, key) && key.startsWith('federation');
  return msg(known ? (key as MessageKey) : 'federationProviderRefused', currentLang());
}

function randomKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * #/oauth2-app/login: where a federated sign-in comes back. It redeems the one-time ticket for the
 * sign-in; an identity with no account yet is linked here, explicitly, by an existing account's
 * user name and password.
 */
export default function OAuth2LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const thirdType = params.get('thirdType') ?? '';
  const returnedError = params.get('error');
  const [stage, setStage] = useState<Stage>(() =>
    returnedError || !ticket ? { kind: 'failed', message: callbackFailure(returnedError ?? '') } : { kind: 'working' },
  );
  const [busy, setBusy] = useState(false);
  const [checkKey, setCheckKey] = useState<string | null>(null);
  const redeemedTicket = useRef<string | null>(null);
  const form = useLiteForm<LinkValues>(
    { username: '', password: '', captcha: '' },
    {
      username: [required('userNameRequired')],
      password: [required('passwordRequired')],
      captcha: checkKey ? [required('captchaRequired')] : [],
    },
  );

  const signedIn = (result: LoginResult) => {
    storeLogin(result);
    toast('success', t('login.success'));
    navigate('/', { replace: true });
  };

  useEffect(() => {
    // A ticket is good once: redeem it once, even when the effect runs twice.
    if (stage.kind !== 'working' || redeemedTicket.current === ticket) return;
    redeemedTicket.current = ticket;
    redeemFederationTicket(ticket, thirdType)
      .then(signedIn)
      .catch((error: unknown) => {
        if (!(error instanceof RequestError)) throw error;
        setStage(isLinkDemand(error.result) ? { kind: 'link' } : { kind: 'failed', message: error.message });
      });
  });

  const submitLink = async (values: LinkValues) => {
    setBusy(true);
    try {
      signedIn(
        await linkFederatedIdentity({
          ticket,
          thirdType,
          username: values.username,
          password: values.password,
          ...(checkKey ? { captcha: values.captcha, checkKey } : {}),
        }),
      );
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      form.setValue('captcha', '');
      if (isCaptchaDemand(error.result) || checkKey) setCheckKey(randomKey());
      if (!error.alreadyShown) toast('error', error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame>
      <PlainCard className="sc-auth-card" title={t('oauth2.title')} data-testid="oauth2-card">
        {stage.kind === 'working' && (
          <p className="sc-oauth2-status">
            <LiteSpinner /> {t('oauth2.working')}
          </p>
        )}
        {stage.kind === 'failed' && (
          <p className="sc-oauth2-status" role="alert">
            {stage.message}
          </p>
        )}
        {stage.kind === 'link' && (
          <form onSubmit={form.onSubmit(submitLink)} noValidate>
            <p className="sc-oauth2-status">{t('oauth2.linkHint')}</p>
            <LiteInput
              id="link-username"
              prefix={<UserIcon />}
              placeholder={t('login.username')}
              autoComplete="username"
              value={form.values.username}
              onValue={(value) => form.setValue('username', value)}
              error={form.errors.username}
            />
            <LiteInput
              id="link-password"
              type="password"
              prefix={<LockIcon />}
              placeholder={t('login.password')}
              autoComplete="current-password"
              value={form.values.password}
              onValue={(value) => form.setValue('password', value)}
              error={form.errors.password}
            />
            {checkKey && (
              <CaptchaInput
                checkKey={checkKey}
                onRefresh={() => setCheckKey(randomKey())}
                value={form.values.captcha}
                onValue={(value) => form.setValue('captcha', value)}
                error={form.errors.captcha}
              />
            )}
            <LiteButton type="submit" primary block loading={busy}>
              {t('oauth2.linkSubmit')}
            </LiteButton>
          </form>
        )}
        <div className="sc-login-links sc-login-links-center">
          <Link to="/user/login">{t('login.toUserLogin')}</Link>
        </div>
      </PlainCard>
    </AuthFrame>
  );
}
