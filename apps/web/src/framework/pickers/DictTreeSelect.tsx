import { msg } from '@scenecast/contracts';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { loadDictTexts, loadTreeData } from './dictApi';
import { LazyTreeSelect, type LazyTreeSelectProps } from './LazyTreeSelect';
import { parseTreeCondition, parseTreeDict } from './treeSelectLogic';

interface DictTreeSelectProps extends LazyTreeSelectProps {
  /** `table,text,code` of a table on the server's allow-list. */
  dict: string;
  pidField?: string;
  /** The parent id of the top level; empty for the roots. */
  pidValue?: string;
  hasChildField?: string;
  /** A field whose value '1' makes a node unselectable. */
  disableField?: string;
  /** A JSON object string of extra equality filters. */
  condition?: string;
}

/** A tree over a table dictionary, loading each level on demand (framework §2 tree select, JTreeSelect). */
export function DictTreeSelect({
  dict,
  pidField,
  pidValue = '',
  hasChildField,
  disableField,
  condition,
  ...rest
}: DictTreeSelectProps) {
  const { message } = useFeedback();
  const spec = parseTreeDict(dict);
  const conditionOk = parseTreeCondition(condition);
  const lang = currentLang();
  if (!spec || conditionOk === null) {
    return (
      <span role="alert" style={{ color: '#f43d3d' }}>
        {msg(spec ? 'treeConditionInvalid' : 'treeDictInvalid', lang)}
      </span>
    );
  }
  const query = {
    tableName: spec.table,
    text: spec.text,
    code: spec.code,
    ...(pidField ? { pidField } : {}),
    ...(hasChildField ? { hasChildField } : {}),
    ...(disableField ? { disableField } : {}),
    ...(condition ? { condition } : {}),
  };
  return (
    <LazyTreeSelect
      {...rest}
      sourceKey={JSON.stringify({ query, pidValue })}
      loadRoot={() => loadTreeData({ ...query, pid: pidValue })}
      loadChildren={(node) => loadTreeData({ ...query, pid: node.key })}
      loadLabels={(values) => loadDictTexts(dict, values)}
      onLoadError={(error) => message.error(error instanceof Error ? error.message : String(error))}
    />
  );
}
