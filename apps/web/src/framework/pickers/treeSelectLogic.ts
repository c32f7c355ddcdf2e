/** `table,text,code`: the three parts of a tree dictionary (framework §5), or null. */
export function parseTreeDict(dict: string): { table: string; text: string; code: string } | null {
  const parts = dict.split(',').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => !part)) return null;
  const [table = '', text = '', code = ''] = parts;
  return { table, text, code };
}

/**
 * A tree select's condition: absent, or a JSON object string (framework §5). Null means invalid,
 * which the widget reports with 组件JTreeSelect-condition传值有误，需要一个json字符串!.
 */
export function parseTreeCondition(condition: string | undefined): Record<string, unknown> | null {
  if (condition === undefined || condition === '') return {};
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
