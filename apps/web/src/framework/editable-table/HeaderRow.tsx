import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAD_WIDTHS, type RowLayout } from './TableRowView';

interface HeaderRowProps {
  layout: RowLayout;
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll: (on: boolean) => void;
}

export function HeaderRow({ layout, allSelected, someSelected, onSelectAll }: HeaderRowProps) {
  const { t } = useTranslation();
  return (
    <div className="jet-header">
      {layout.dragSort && <div className="jet-cell jet-lead" style={{ width: LEAD_WIDTHS.drag }} />}
      {layout.selectable && (
        <div className="jet-cell jet-lead" style={{ width: LEAD_WIDTHS.select }}>
          <Checkbox
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={(event) => onSelectAll(event.target.checked)}
            aria-label={t('editableTable.selectAll')}
          />
        </div>
      )}
      <div className="jet-cell jet-lead" style={{ width: LEAD_WIDTHS.index }}>
        #
      </div>
      {layout.columns.map((column, index) => {
        const required = column.validateRules?.some((rule) => 'required' in rule);
        return (
          <div key={column.key} className="jet-cell" style={{ width: layout.widths[index] }}>
            {required && <span className="jet-required">*</span>}
            {column.title}
          </div>
        );
      })}
    </div>
  );
}
