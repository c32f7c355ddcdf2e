import { Button, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { type SmsPurpose, sendSmsCode } from './api';

const RESEND_SECONDS = 60;

interface SmsCodeButtonProps {
  form: FormInstance;
  phoneField: string;
  purpose: SmsPurpose;
}

/** Sends an SMS code to the phone of the form, then counts down before it may send again. */
export function SmsCodeButton({ form, phoneField, purpose }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const send = async () => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendSmsCode(String(form.getFieldValue(phoneField)), purpose);
      message.success(t('login.codeSent'));
      setSeconds(RESEND_SECONDS);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="large" disabled={seconds > 0} loading={sending} onClick={send} style={{ minWidth: 120 }}>
      {seconds > 0 ? t('login.resend', { seconds }) : t('login.sendCode')}
    </Button>
  );
}
