import type { InputHTMLAttributes, ReactNode } from 'react';
import './lite.css';

interface LiteInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> {
  value: string;
  onValue: (value: string) => void;
  prefix?: ReactNode;
  error?: string;
}

/** A large input with a leading icon and its field message underneath. */
export function LiteInput({ value, onValue, prefix, error, id, ...rest }: LiteInputProps) {
  const messageId = error && id ? `${id}-error` : undefined;
  return (
    <div className={error ? 'sc-field sc-field-error' : 'sc-field'}>
      <label className="sc-input">
        {prefix && <span className="sc-input-prefix">{prefix}</span>}
        <input
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          {...rest}
        />
      </label>
      {error && (
        <div className="sc-field-message" id={messageId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

interface LiteButtonProps {
  children: ReactNode;
  type?: 'submit' | 'button';
  primary?: boolean;
  block?: boolean;
  loading?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

export function LiteButton({ children, type = 'button', primary, block, loading, disabled, onClick }: LiteButtonProps) {
  const classes = ['sc-button', primary && 'sc-button-primary', block && 'sc-button-block'].filter(Boolean);
  return (
    <button type={type} className={classes.join(' ')} disabled={disabled || loading} onClick={onClick}>
      {loading && <span className="sc-spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

export function LiteCheckbox({
  checked,
  onChecked,
  children,
}: {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="sc-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

/** A full-page loading spinner (the router's first load, before any page). */
export function LiteSpinner() {
  return <span className="sc-spinner sc-spinner-large" role="progressbar" aria-label="loading" />;
}
