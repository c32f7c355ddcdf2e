import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../framework/http';
import { LiteButton } from '../../framework/lite/fields';
import { toast } from '../../framework/lite/toast';
import { type SmsPurpose, sendSmsCode } from './api';

const RESEND_SECONDS = 60;

interface SmsCodeButtonProps {
  /** Validates the phone field and answers its value, or null when it is not valid. */
  phone: () => string | null;
  purpose: SmsPurpose;
}

/** Sends an SMS code to the form's phone, then counts down before it may send again. */
export function SmsCodeButton({ phone, purpose }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const send = async () => {
    const number = phone();
    if (!number) return;
    setSending(true);
    try {
      await sendSmsCode(number, purpose);
      toast('success', t('login.codeSent'));
      setSeconds(RESEND_SECONDS);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) toast('error', error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <LiteButton disabled={seconds > 0} loading={sending} onClick={send}>
      {seconds > 0 ? t('login.resend', { seconds }) : t('login.sendCode')}
    </LiteButton>
  );
}
