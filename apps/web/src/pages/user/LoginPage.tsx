import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../framework/BrandMark';
import { PictureIcon, ScenesIcon, ScreenIcon, TeamIcon } from '../../framework/lite/icons';
import { LandingFooter } from './LandingFooter';
import { LoginForm } from './LoginForm';
import { PlainCard } from './PlainCard';
import { AppletArt, ConsoleArt, ScreenArt } from './ProductArt';
import './landing.css';

const FEATURES: { key: 'scene' | 'device' | 'works' | 'members'; icon: ReactNode }[] = [
  { key: 'scene', icon: <ScenesIcon /> },
  { key: 'device', icon: <ScreenIcon /> },
  { key: 'works', icon: <PictureIcon /> },
  { key: 'members', icon: <TeamIcon /> },
];

/** The landing page: marketing page with the sign-in form on top (business §2). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="sc-landing">
      <section className="sc-hero">
        <header className="sc-hero-bar">
          <BrandMark light />
          <span className="sc-hero-tagline">{t('app.tagline')}</span>
        </header>
        <div className="sc-hero-body">
          <div className="sc-hero-copy">
            <h1>{t('landing.headline')}</h1>
            <p>{t('landing.sub')}</p>
            <div className="sc-hero-art">
              <ScreenArt />
            </div>
          </div>
          <PlainCard className="sc-login-card" title={t('login.title')} data-testid="login-card">
            <LoginForm area="user" />
          </PlainCard>
        </div>
      </section>

      <section className="sc-section">
        <div className="sc-feature-grid">
          {FEATURES.map(({ key, icon }) => (
            <PlainCard key={key} className="sc-feature">
              <div className="sc-feature-icon">{icon}</div>
              <h4>{t(`landing.features.${key}.title`)}</h4>
              <p>{t(`landing.features.${key}.text`)}</p>
            </PlainCard>
          ))}
        </div>
      </section>

      <section className="sc-section sc-showcase">
        <h2>{t('landing.showcaseTitle')}</h2>
        <div className="sc-showcase-grid">
          <figure>
            <ConsoleArt />
            <figcaption>{t('landing.showcase.console')}</figcaption>
          </figure>
          <figure>
            <ScreenArt />
            <figcaption>{t('landing.showcase.screen')}</figcaption>
          </figure>
          <figure>
            <AppletArt />
            <figcaption>{t('landing.showcase.mobile')}</figcaption>
          </figure>
        </div>
      </section>

      <LandingFooter />
    </div>
  );
}
