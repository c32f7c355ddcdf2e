import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptchaImage } from './api';

interface CaptchaInputProps {
  checkKey: string;
  onRefresh: () => void;
  value?: string;
  onChange?: (value: string) => void;
}

/** The captcha field: its image comes from GET /sys/randomImage/{key}; the key goes back as checkKey. */
export function CaptchaInput({ checkKey, onRefresh, value, onChange }: CaptchaInputProps) {
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
    <Flex gap={8}>
      <Input
        prefix={<SafetyCertificateOutlined />}
        placeholder={t('login.captcha')}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={8}
      />
      <button
        type="button"
        className="sc-captcha"
        onClick={onRefresh}
        title={t('login.captchaRefresh')}
        aria-label={t('login.captchaRefresh')}
      >
        {image ? <img src={image} alt={t('login.captcha')} /> : <Spin size="small" />}
      </button>
    </Flex>
  );
}
