import { useFeedback } from '../useFeedback';
import { loadCategoryChildren, loadCategoryNames, loadCategoryRoot } from './dictApi';
import { LazyTreeSelect, type LazyTreeSelectProps } from './LazyTreeSelect';

interface CategorySelectProps extends LazyTreeSelectProps {
  /** The code of the category whose subtree is offered, e.g. A01. */
  pcode: string;
}

/** A category of the sys_category tree under one root code; values are category ids. */
export function CategorySelect({ pcode, ...rest }: CategorySelectProps) {
  const { message } = useFeedback();
  return (
    <LazyTreeSelect
      {...rest}
      sourceKey={pcode}
      loadRoot={() => loadCategoryRoot(pcode)}
      loadChildren={(node) => loadCategoryChildren(node.key)}
      loadLabels={loadCategoryNames}
      onLoadError={(error) => message.error(error instanceof Error ? error.message : String(error))}
    />
  );
}
