import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { LiteRule } from './rules';

type Values = Record<string, string | boolean>;
export type LiteRules<V extends Values> = Partial<Record<keyof V, LiteRule<V>[]>>;

/**
 * Form state for the public pages: values, the first failing rule's message per field, and a
 * submit handler that validates first. A field's message clears as soon as it is edited.
 */
export function useLiteForm<V extends Values>(initial: V, rules: LiteRules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const current = useRef(values);
  current.current = values;

  const errorOf = useCallback(
    (field: keyof V, all: V) => {
      for (const rule of rules[field] ?? []) {
        const message = rule(String(all[field] ?? ''), all);
        if (message) return message;
      }
      return null;
    },
    [rules],
  );

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }, []);

  /** Validates the given fields (all by default); answers whether they pass. */
  const validate = useCallback(
    (fields: (keyof V)[] = Object.keys(rules) as (keyof V)[]) => {
      const found: Partial<Record<keyof V, string>> = {};
      for (const field of fields) {
        const message = errorOf(field, current.current);
        if (message) found[field] = message;
      }
      setErrors((previous) => ({ ...previous, ...Object.fromEntries(fields.map((f) => [f, found[f]])) }));
      return Object.keys(found).length === 0;
    },
    [errorOf, rules],
  );

  const onSubmit = (submit: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (validate()) void submit(current.current);
  };

  return { values, errors, setValue, validate, onSubmit };
}
