import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiteInput } from '../../framework/lite/fields';
import { ShieldIcon } from '../../framework/lite/icons';
import { fetchCaptchaImage } from './api';

interface CaptchaInputProps {
  checkKey: string;
  onRefresh: () => void;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** The captcha field: its image comes from GET /sys/randomImage/{key}; the key goes back as checkKey. */
export function CaptchaInput({ checkKey, onRefresh, value, onValue, error }: CaptchaInputProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setImage(null);
    fetchCaptchaImage(checkKey).then(
      (dataUrl) => current && setImage(dataUrl),
      () => current && setImage(''),
    );
    return () => {
      current = false;
    };
  }, [checkKey]);

  return (
    <div className="sc-inline-row">
      <LiteInput
        id="login-captcha"
        prefix={<ShieldIcon />}
        placeholder={t('login.captcha')}
        value={value}
        onValue={onValue}
        error={error}
        maxLength={8}
        autoComplete="off"
      />
      <button
        type="button"
        className="sc-captcha"
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        aria-label={t('login.captchaRefresh')}
      >
        {image ? <img src={image} alt={t('login.captcha')} /> : <span className="sc-spinner" />}
      </button>
    </div>
  );
}
