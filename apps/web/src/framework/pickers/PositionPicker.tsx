import { PICKER_PAGE_SIZE_OPTIONS } from '@scenecast/contracts';
import { useTranslation } from 'react-i18next';
import { POSITION_PICKER_MODAL_WIDTH } from './constants';
import { EntityPickerInput } from './EntityPicker';
import './locale';
import type { PickerInputProps } from './UserPicker';

/** Picks positions of the tenant by name, rank shown; the value joins their codes (framework §2). */
export function PositionPickerInput(props: PickerInputProps) {
  const { t } = useTranslation();
  return (
    <EntityPickerInput
      {...props}
      listUrl="/sys/position/picker"
      valueKey="code"
      labelKey="name"
      searchKey="name"
      searchPlaceholder={t('pickers.positionName')}
      title={t('pickers.positionTitle')}
      width={POSITION_PICKER_MODAL_WIDTH}
      pageSizeOptions={PICKER_PAGE_SIZE_OPTIONS}
      columns={[
        { title: t('pickers.positionName'), dataIndex: 'name' },
        { title: t('pickers.positionCode'), dataIndex: 'code' },
        { title: t('pickers.positionRank'), dataIndex: 'rank_dictText' },
      ]}
    />
  );
}
