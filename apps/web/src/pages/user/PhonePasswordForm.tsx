import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../framework/http';
import { LiteButton, LiteInput } from '../../framework/lite/fields';
import { LockIcon, MobileIcon, ShieldIcon } from '../../framework/lite/icons';
import { pattern, required, sameAs } from '../../framework/lite/rules';
import { toast } from '../../framework/lite/toast';
import { useLiteForm } from '../../framework/lite/useLiteForm';
import type { SmsPurpose } from './api';
import { SmsCodeButton } from './SmsCodeButton';

export type PhonePasswordValues = { phone: string; smscode: string; password: string; confirm: string };

interface PhonePasswordFormProps {
  purpose: SmsPurpose;
  submitLabel: string;
  onSubmit: (values: PhonePasswordValues) => Promise<void>;
}

/** Phone, SMS code and a new password: the register and forgotten-password forms. */
export function PhonePasswordForm({ purpose, submitLabel, onSubmit }: PhonePasswordFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useLiteForm<PhonePasswordValues>(
    { phone: '', smscode: '', password: '', confirm: '' },
    {
      phone: [required('phoneRequired'), pattern('phone')],
      smscode: [required(() => t('login.smsCodeRequired'))],
      password: [required('passwordRequired'), pattern('passwordSet')],
      confirm: [required('passwordConfirmRequired'), sameAs('password')],
    },
  );

  const finish = async (values: PhonePasswordValues) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (!error.alreadyShown) toast('error', error.message);
    } finally {
      setBusy(false);
    }
  };

  const input = (field: keyof PhonePasswordValues) => ({
    id: `phone-password-${field}`,
    value: form.values[field],
    onValue: (value: string) => form.setValue(field, value),
    error: form.errors[field],
  });

  return (
    <form onSubmit={form.onSubmit(finish)} noValidate>
      <LiteInput
        {...input('phone')}
        prefix={<MobileIcon />}
        placeholder={t('login.mobile')}
        maxLength={11}
        inputMode="numeric"
      />
      <div className="sc-inline-row">
        <LiteInput
          {...input('smscode')}
          prefix={<ShieldIcon />}
          placeholder={t('login.smsCode')}
          maxLength={6}
          inputMode="numeric"
        />
        <SmsCodeButton purpose={purpose} phone={() => (form.validate(['phone']) ? form.values.phone : null)} />
      </div>
      <LiteInput
        {...input('password')}
        type="password"
        prefix={<LockIcon />}
        placeholder={t('password.password')}
        autoComplete="new-password"
      />
      <LiteInput
        {...input('confirm')}
        type="password"
        prefix={<LockIcon />}
        placeholder={t('register.confirm')}
        autoComplete="new-password"
      />
      <LiteButton type="submit" primary block loading={busy}>
        {submitLabel}
      </LiteButton>
    </form>
  );
}
