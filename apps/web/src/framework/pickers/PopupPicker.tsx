import { msg } from '@scenecast/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { DEFAULT_SEPARATOR } from './constants';
import './locale';
import { PickerField } from './PickerField';
import { PopupModal } from './PopupModal';
import { popupConfigError, popupValues } from './popupLogic';
import type { PickerInputProps } from './UserPicker';

export interface PopupPickerInputProps extends PickerInputProps {
  /** The online report's code. */
  code: string;
  /** The destination field this input shows; defaults to the first of destFields. */
  field?: string;
  /** Report columns, comma-separated, copied to destFields in order. */
  orgFields: string;
  destFields: string;
  /** Fixed report parameters, sent as self_<key>. */
  param?: Record<string, string>;
  /** Popups of one form share the report columns they read. */
  groupId?: string;
  spliter?: string;
  /** The chosen rows and the destination fields' values from them. */
  onPopupSelect?(rows: Record<string, unknown>[], values: Record<string, string>): void;
}

/** A value picked from an online report's rows (framework §2 popup picker). */
export function PopupPickerInput({
  value,
  onChange,
  multi = false,
  disabled,
  placeholder,
  id,
  code,
  field,
  orgFields,
  destFields,
  param,
  groupId,
  spliter = DEFAULT_SEPARATOR,
  onPopupSelect,
}: PopupPickerInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const configError = popupConfigError({ code, orgFields, destFields });
  if (configError) {
    return (
      <div role="alert" style={{ padding: 3, color: '#f43d3d' }}>
        {msg(configError, currentLang())}
      </div>
    );
  }
  const shownField = field ?? destFields.split(',')[0]?.trim() ?? '';
  return (
    <>
      <PickerField
        id={id}
        text={value ?? ''}
        placeholder={placeholder ?? t('pickers.select')}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => {
          onChange?.('');
          onPopupSelect?.([], popupValues([], orgFields, destFields, spliter));
        }}
      />
      {open && (
        <PopupModal
          code={code}
          groupId={groupId}
          param={param}
          multi={multi}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            const values = popupValues(rows, orgFields, destFields, spliter);
            onChange?.(values[shownField] ?? '');
            onPopupSelect?.(rows, values);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
