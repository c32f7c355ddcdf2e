import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import './locale';

interface PickerFieldProps {
  text: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  onOpen(): void;
  onClear(): void;
}

/** The read-only text of a picker's value with the button that opens its dialog. */
export function PickerField({ text, placeholder, disabled, id, onOpen, onClear }: PickerFieldProps) {
  const { t } = useTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        readOnly
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onClick={() => !disabled && onOpen()}
        suffix={
          text && !disabled ? (
            <CloseCircleFilled
              aria-label={t('pickers.clear')}
              style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }}
              onClick={(event) => {
                event.stopPropagation();
                onClear();
              }}
            />
          ) : (
            <span />
          )
        }
      />
      <Button icon={<SearchOutlined />} disabled={disabled} onClick={onOpen} aria-label={t('pickers.select')} />
    </Space.Compact>
  );
}
