import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAN_CONTENT_KINDS, PLAN_PRIORITY_MAX, PLAN_PRIORITY_MIN } from '@scenecast/contracts/play-plan';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { useDeviceGroups, useShopDevices } from '../device/api';
import { addPlan, editPlan, type PlayPlanRecord, useShopHj, useShopWorks } from './api';
import { formValuesOf, NEW_PLAN, type PlanFormValues, payloadOf } from './planForm';

interface PlanFormModalProps {
  shopId: string;
  /** The plan edited; null adds one. */
  plan: PlayPlanRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a play plan: when, what and on which screens. */
export function PlanFormModal({ shopId, plan, onClose, onSaved }: PlanFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanFormValues>();
  const kind = Form.useWatch('kind', form);
  const hasInterrupt = Form.useWatch('hasInterrupt', form);
  const screens = useShopDevices(shopId);
  const groups = useDeviceGroups(shopId);
  const hj = useShopHj(shopId);
  const works = useShopWorks(shopId, kind === 'works');
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    form.setFieldsValue(plan ? formValuesOf(plan) : NEW_PLAN);
  }, [form, plan]);

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      const payload = payloadOf(values, shopId);
      await (plan ? editPlan(plan.id, payload) : addPlan(payload));
      onSaved();
    });
  };

  const f = (key: string) => t(`playPlan.form.${key}`);
  return (
    <Modal
      open
      title={plan ? f('titleEdit') : f('titleAdd')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={NEW_PLAN} data-testid="plan-form">
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, message: f('name') }]}>
          <Input maxLength={50} data-testid="plan-name" />
        </Form.Item>
        <Form.Item name="priority" label={f('priority')} extra={f('priorityHelp')}>
          <InputNumber min={PLAN_PRIORITY_MIN} max={PLAN_PRIORITY_MAX} precision={0} data-testid="plan-priority" />
        </Form.Item>
        <Form.Item label={f('dates')} extra={f('datesHelp')}>
          <Space wrap>
            <Form.Item name="startDate" noStyle>
              <Input type="date" aria-label={f('startDate')} data-testid="plan-start-date" />
            </Form.Item>
            <Form.Item name="endDate" noStyle>
              <Input type="date" aria-label={f('endDate')} data-testid="plan-end-date" />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="days" label={f('days')}>
          <Checkbox.Group
            options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: t(`playPlan.days.${day}`) }))}
          />
        </Form.Item>
        <Form.Item label={f('windows')} extra={f('windowsHelp')}>
          <Form.List name="windows">
            {(fields, { add, remove }) => (
              <Space direction="vertical">
                {fields.map((field) => (
                  <Space key={field.key} wrap>
                    <Form.Item name={[field.name, 'start']} noStyle>
                      <Input type="time" aria-label={f('start')} data-testid={`plan-window-start-${field.name}`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'end']} noStyle>
                      <Input type="time" aria-label={f('end')} data-testid={`plan-window-end-${field.name}`} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('playPlan.delete')}
                    />
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ start: '08:00', end: '12:00' })}
                  data-testid="plan-add-window"
                >
                  {f('addWindow')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item label={f('interrupt')} extra={f('interruptHelp')}>
          <Space wrap>
            <Form.Item name="hasInterrupt" valuePropName="checked" noStyle>
              <Switch data-testid="plan-interrupt" />
            </Form.Item>
            {hasInterrupt && (
              <>
                <Form.Item name="everyMinutes" noStyle>
                  <InputNumber
                    min={1}
                    max={720}
                    precision={0}
                    addonBefore={f('everyMinutes')}
                    data-testid="plan-every"
                  />
                </Form.Item>
                <Form.Item name="seconds" noStyle>
                  <InputNumber min={1} max={600} precision={0} addonBefore={f('seconds')} data-testid="plan-seconds" />
                </Form.Item>
              </>
            )}
          </Space>
        </Form.Item>
        <Form.Item name="kind" label={f('kind')}>
          <Radio.Group
            optionType="button"
            options={PLAN_CONTENT_KINDS.map((value) => ({ value, label: t(`playPlan.kinds.${value}`) }))}
            data-testid="plan-kind"
          />
        </Form.Item>
        {kind === 'hj' && (
          <Form.Item name="hjId" label={f('hj')} rules={[{ required: true, message: f('hj') }]}>
            <TreeSelect
              treeData={hj.data ?? []}
              fieldNames={{ label: 'name', value: 'id', children: 'children' }}
              loading={hj.isLoading}
              treeDefaultExpandAll
              data-testid="plan-hj"
            />
          </Form.Item>
        )}
        {kind === 'works' && (
          <Form.Item name="worksIds" label={f('works')} rules={[{ required: true, message: f('works') }]}>
            <Select
              mode="multiple"
              loading={works.isLoading}
              optionFilterProp="label"
              options={(works.data ?? []).map((work) => ({ value: work.id, label: work.name }))}
            />
          </Form.Item>
        )}
        {kind === 'webPage' && (
          <Form.Item name="url" label={f('url')} rules={[{ required: true, message: f('url') }]}>
            <Input placeholder="https://" maxLength={1000} data-testid="plan-url" />
          </Form.Item>
        )}
        <Form.Item name="deviceIds" label={f('devices')}>
          <Select
            mode="multiple"
            loading={screens.isLoading}
            optionFilterProp="label"
            options={(screens.data ?? []).map((screen) => ({
              value: screen.id,
              label: screen.name || screen.deviceNo,
            }))}
            data-testid="plan-devices"
          />
        </Form.Item>
        <Form.Item name="groupIds" label={f('groups')}>
          <Select
            mode="multiple"
            loading={groups.isLoading}
            options={(groups.data ?? []).map((group) => ({ value: group.value, label: group.text }))}
            data-testid="plan-groups"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
