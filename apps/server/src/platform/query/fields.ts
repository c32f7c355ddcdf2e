import { msg } from '@scenecast/contracts';
import type { Column } from 'drizzle-orm';
import { BusinessError, HttpError } from '../http/errors.js';

/** How a query value is read: the text a client sends is always parsed to this type and bound. */
export type QueryFieldType = 'string' | 'integer' | 'number' | 'date' | 'datetime' | 'boolean';

export interface QueryField {
  column: Column;
  type: QueryFieldType;
}

/** The allow-list of one list: request field names → columns. Anything else is refused. */
export type QueryFields = Record<string, QueryField>;

export function queryField(fields: QueryFields, name: string): QueryField {
  if (!Object.hasOwn(fields, name)) throw new BusinessError(msg('queryFieldUnknown', 'zh', name.slice(0, 64)));
  return fields[name];
}

const badValue = (field: string) => new HttpError(400, msg('queryValueInvalid', 'zh', field.slice(0, 64)));

function isRealDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

/**
 * The value of a condition on `field`, parsed to the field's type: a number field given text, or
 * a date that is not one, is a 400. Dates stay `YYYY-MM-DD` text (the column type reads them).
 */
export function typedValue(name: string, field: QueryField, raw: string): string | number | boolean | Date {
  const text = raw.trim();
  switch (field.type) {
    case 'string':
      return raw;
    case 'integer':
      if (!/^-?\d{1,15}$/.test(text)) throw badValue(name);
      return Number(text);
    case 'number':
      if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(text)) throw badValue(name);
      return text;
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isRealDate(text)) throw badValue(name);
      return text;
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw badValue(name);
    case 'datetime': {
      const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
      if (!match || !isRealDate(match[1])) throw badValue(name);
      const [, day, hh = '00', mm = '00', ss = '00'] = match;
      if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) throw badValue(name);
      return new Date(`${day}T${hh}:${mm}:${ss}Z`);
    }
  }
}
