import { HJ_NAME_MAX, IMAGE_SECONDS_MAX, IMAGE_SECONDS_MIN, msg, type WorksHjRecord } from '@scenecast/contracts';
import { Form, Input, InputNumber, type InputRef, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';

import { useFocusWhenOpen } from '../../framework/display/focusWhenOpen';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addHj, editHj } from './api';
import { subtreeIds } from './worksOrder';

export type HjForm =
  | { mode: 'add'; parent: WorksHjRecord | null }
  | { mode: 'rename'; hj: WorksHjRecord }
  | { mode: 'move'; hj: WorksHjRecord };

interface HjFormModalProps {
  form: HjForm | null;
  shopId: string;
  tree: WorksHjRecord[];
  onClose: () => void;
  onSaved: (hj: WorksHjRecord) => void;
}

interface Values {
  name?: string;
  seconds?: number | null;
  parentId?: string;
}

const TOP = '__top__';

/** What the form opens with. Given at mount (not set after it), so a quick first "OK" validates these. */
function startingValues(form: HjForm): Values {
  if (form.mode === 'rename') return { name: form.hj.name, seconds: form.hj.seconds };
  if (form.mode === 'move') return { parentId: form.hj.parentId ?? TOP };
  return {};
}

/** A form of its own per action and group, so one still closing is never reused for another. */
function formKey(form: HjForm | null): string {
  if (!form) return 'closed';
  return form.mode === 'add' ? `add:${form.parent?.id ?? TOP}` : `${form.mode}:${form.hj.id}`;
}

/** Tree-select data of the groups, without `excluded` (a group cannot go into itself or below). */
export function hjTreeOptions(
  tree: readonly WorksHjRecord[],
  excluded: readonly string[] = [],
  disabled: readonly string[] = [],
): HjOption[] {
  return tree
    .filter((hj) => !excluded.includes(hj.id))
    .map((hj) => ({
      value: hj.id,
      title: hj.name,
      disabled: disabled.includes(hj.id),
      children: hjTreeOptions(hj.children ?? [], excluded, disabled),
    }));
}

export interface HjOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: HjOption[];
}

/** Add a group (top level or under a parent), rename it with its image time, or move it. */
export function HjFormModal({ form, shopId, tree, onClose, onSaved }: HjFormModalProps) {
  const { t } = useTranslation();
  const [values] = Form.useForm<Values>();
  const nameField = useFocusWhenOpen<InputRef>();
  const { saving, runSave } = useSaveTask();

  const title = !form
    ? ''
    : form.mode === 'add'
      ? form.parent
        ? t('works.form.addChildTitle', { name: form.parent.name })
        : t('works.form.addTitle')
      : form.mode === 'rename'
        ? t('works.form.renameTitle')
        : t('works.form.moveTitle', { name: form.hj.name });

  const submit = async () => {
    if (!form) return;
    const input = await validValues(values);
    if (!input) return;
    await runSave(async () => {
      const saved =
        form.mode === 'add'
          ? await addHj({
              shopId,
              parentId: form.parent?.id ?? null,
              name: input.name ?? '',
              seconds: input.seconds ?? null,
            })
          : form.mode === 'rename'
            ? await editHj({ id: form.hj.id, name: input.name, seconds: input.seconds ?? null })
            : await editHj({ id: form.hj.id, parentId: input.parentId === TOP ? null : (input.parentId ?? null) });
      onSaved(saved);
    });
  };

  const moveOptions =
    form?.mode === 'move'
      ? [{ value: TOP, title: t('works.form.topLevel'), children: [] }, ...hjTreeOptions(tree, subtreeIds(form.hj))]
      : [];

  return (
    <Modal
      open={Boolean(form)}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      afterOpenChange={nameField.afterOpenChange}
    >
      <Form
        key={formKey(form)}
        form={values}
        initialValues={form ? startingValues(form) : undefined}
        layout="vertical"
        requiredMark={false}
        data-testid="hj-form"
        preserve={false}
      >
        {form?.mode !== 'move' ? (
          <>
            <Form.Item
              name="name"
              label={t('works.form.name')}
              rules={[{ required: true, whitespace: true, message: msg('worksHjNameRequired', currentLang()) }]}
            >
              <Input
                maxLength={HJ_NAME_MAX}
                showCount
                ref={nameField.ref}
                autoFocus
                placeholder={t('works.form.namePlaceholder')}
                data-testid="hj-name"
                onPressEnter={() => void submit()}
              />
            </Form.Item>
            <Form.Item name="seconds" label={t('works.form.seconds')} extra={t('works.form.secondsHint')}>
              <InputNumber
                min={IMAGE_SECONDS_MIN}
                max={IMAGE_SECONDS_MAX}
                precision={0}
                style={{ width: 160 }}
                data-testid="hj-seconds"
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="parentId" label={t('works.form.parent')} rules={[{ required: true }]}>
            <TreeSelect treeData={moveOptions} treeDefaultExpandAll data-testid="hj-parent" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
