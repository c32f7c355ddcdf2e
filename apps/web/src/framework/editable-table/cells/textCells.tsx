import { numericInput } from '@scenecast/contracts';
import { Input, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellEditorProps, textOf } from './cellProps';

/** Input-pop textarea 150 by 200 (framework §9). */
const POP_TEXTAREA = { height: 150, width: 200 };

export function InputCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  return (
    <Input
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      placeholder={column.placeholder ?? t('editableTable.pleaseInput')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      status={invalid ? 'error' : undefined}
    />
  );
}

/** Only numeric input is kept; the stored value is a number, or null when empty. */
export function NumberCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? textOf(value);
  return (
    <Input
      inputMode="decimal"
      value={shown}
      onChange={(event) => {
        const text = numericInput(event.target.value);
        setDraft(text);
        const number = Number(text);
        onChange(text === '' || text === '-' || text.endsWith('.') || !Number.isFinite(number) ? text || null : number);
      }}
      onBlur={() => {
        if (draft !== null && Number.isFinite(Number(draft)) && draft !== '') onChange(Number(draft));
        setDraft(null);
      }}
      placeholder={column.placeholder ?? t('editableTable.pleaseInput')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      status={invalid ? 'error' : undefined}
      style={{ textAlign: 'right' }}
    />
  );
}

export function TextareaCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  return (
    <Input.TextArea
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      placeholder={column.placeholder ?? t('editableTable.pleaseInput')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      status={invalid ? 'error' : undefined}
      autoSize={{ minRows: 1, maxRows: 1 }}
    />
  );
}

/** A one-line input whose popover holds a 150×200 textarea for longer text. */
export function InputPopCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open && !column.disabled}
      onOpenChange={setOpen}
      trigger="click"
      title={column.title}
      content={
        <Input.TextArea
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
          style={{ ...POP_TEXTAREA, resize: 'none' }}
          autoFocus
          data-testid={`cell-pop-${column.key}`}
        />
      }
    >
      <Input
        value={textOf(value)}
        readOnly
        placeholder={column.placeholder ?? t('editableTable.pleaseInput')}
        disabled={column.disabled}
        autoFocus={autoFocus}
        status={invalid ? 'error' : undefined}
      />
    </Popover>
  );
}
