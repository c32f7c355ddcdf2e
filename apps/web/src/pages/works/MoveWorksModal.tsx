import type { WorksHjRecord } from '@scenecast/contracts';
import { Form, Modal, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { validValues } from '../../framework/validValues';
import { joinHj, moveToHj } from './api';
import { hjTreeOptions } from './HjFormModal';

export interface MoveWorks {
  mode: 'move' | 'join';
  fromHjId: string;
  ids: string[];
}

/** Move the selected works to another group, or add them to it as well. */
export function MoveWorksModal({
  move,
  tree,
  onClose,
  onDone,
}: {
  move: MoveWorks | null;
  tree: WorksHjRecord[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ hjId: string }>();
  const { saving, runSave } = useSaveTask();

  const submit = async () => {
    if (!move) return;
    const values = await validValues(form);
    if (!values) return;
    const { hjId } = values;
    await runSave(async () => {
      if (move.mode === 'move') await moveToHj(move.fromHjId, hjId, move.ids);
      else await joinHj(hjId, move.ids);
      message.success(t(move.mode === 'move' ? 'works.move.moved' : 'works.move.joined', { count: move.ids.length }));
      onDone();
    });
  };

  return (
    <Modal
      open={Boolean(move)}
      title={move?.mode === 'join' ? t('works.move.joinTitle') : t('works.move.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {move?.mode === 'join' ? t('works.move.joinHint') : t('works.move.moveHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="hjId"
          label={t('works.move.target')}
          rules={[{ required: true, message: t('works.move.targetRequired') }]}
        >
          <TreeSelect
            treeDefaultExpandAll
            treeData={hjTreeOptions(tree, [], move ? [move.fromHjId] : [])}
            data-testid="move-target"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
