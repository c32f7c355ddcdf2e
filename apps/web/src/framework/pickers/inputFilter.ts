/**
 * The input filter's query forms (framework §5): like gives *v*, ne gives !v, ge gives >=v, le gives
 * <=v; left and right like anchor one side. The list calls read the same forms.
 */
export type InputFilterType = 'eq' | 'like' | 'right_like' | 'left_like' | 'ne' | 'ge' | 'le';

export function toFilterValue(text: string, type: InputFilterType = 'like', trim = false): string {
  const value = trim ? text.trim() : text;
  if (!value) return '';
  switch (type) {
    case 'like':
      return `*${value}*`;
    case 'right_like':
      return `${value}*`;
    case 'left_like':
      return `*${value}`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
    case 'eq':
      return value;
  }
}

/** The text the user typed, from a stored filter value of that type. */
export function fromFilterValue(stored: string | undefined, type: InputFilterType = 'like'): string {
  const value = stored ?? '';
  switch (type) {
    case 'like':
      return value.replace(/^\*/, '').replace(/\*$/, '');
    case 'right_like':
      return value.replace(/\*$/, '');
    case 'left_like':
      return value.replace(/^\*/, '');
    case 'ne':
      return value.replace(/^!/, '');
    case 'ge':
      return value.replace(/^>=/, '');
    case 'le':
      return value.replace(/^<=/, '');
    case 'eq':
      return value;
  }
}
