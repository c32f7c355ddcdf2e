import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_OPEN_TYPES,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TARGETS,
  type Announcement,
  type AnnouncementFields,
  msg,
  openPageTarget,
} from '@scenecast/contracts';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { RichTextEditor } from '../../framework/editors';
import { currentLang } from '../../framework/i18n';
import { DepartPickerInput, UserPickerInput } from '../../framework/pickers';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addAnnouncement, editAnnouncement, useRoleOptions } from './announcementApi';

interface FormValues {
  titile: string;
  msgCategory: Announcement['msgCategory'];
  priority: Announcement['priority'];
  msgType: Announcement['msgType'];
  /** Usernames or department ids comma-joined (the pickers' value), or role ids. */
  targets?: string | string[];
  msgTxt?: string;
  openType?: Announcement['openType'] | 'none';
  openPage?: string;
  busId?: string;
  msgContent?: string;
}

function toValues(announcement: Announcement | null): Partial<FormValues> {
  if (!announcement) return { msgCategory: '1', priority: 'L', msgType: 'ALL', openType: 'none' };
  const { targetIds, openType, ...rest } = announcement;
  return {
    ...rest,
    msgTxt: rest.msgTxt ?? undefined,
    openPage: rest.openPage ?? undefined,
    busId: rest.busId ?? undefined,
    openType: openType ?? 'none',
    targets: announcement.msgType === 'ROLE' ? targetIds : targetIds.join(','),
  };
}

function toFields({ targets, openType, ...values }: FormValues): AnnouncementFields {
  return {
    ...values,
    targetIds: values.msgType === 'ALL' ? [] : (targets ?? []),
    openType: openType === 'none' ? null : openType,
  };
}

interface Props {
  announcement: Announcement | null;
  onClose(): void;
  onSaved(): void;
}

/** Writes or changes an announcement: title, kind, priority, receivers, how it opens, rich content. */
export function AnnouncementFormModal({ announcement, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { saving, runSave } = useSaveTask();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const roles = useRoleOptions(msgType === 'ROLE');
  const lang = currentLang();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      const fields = toFields(values);
      await (announcement ? editAnnouncement({ ...fields, id: announcement.id }) : addAnnouncement(fields));
      onSaved();
    });
  };

  return (
    <ScModal
      open
      switchFullscreen
      width={900}
      title={announcement ? t('annt.edit') : t('annt.add')}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical" initialValues={toValues(announcement)} name="announcement">
        <Form.Item
          name="titile"
          label={t('annt.titile')}
          rules={[{ required: true, whitespace: true, message: msg('announcementTitleRequired', lang) }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="msgCategory" label={t('annt.categoryLabel')}>
          <Radio.Group
            options={ANNOUNCEMENT_CATEGORIES.map((value) => ({ value, label: t(`annt.category.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('annt.priorityLabel')}>
          <Radio.Group
            options={ANNOUNCEMENT_PRIORITIES.map((value) => ({ value, label: t(`annt.priority.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="msgType" label={t('annt.targets')}>
          <Radio.Group options={ANNOUNCEMENT_TARGETS.map((value) => ({ value, label: t(`annt.msgType.${value}`) }))} />
        </Form.Item>
        {msgType && msgType !== 'ALL' && (
          <Form.Item
            name="targets"
            label={t('annt.targetIds')}
            rules={[{ required: true, message: msg('announcementTargetsRequired', lang) }]}
          >
            {msgType === 'USER' ? (
              <UserPickerInput multi />
            ) : msgType === 'DEPART' ? (
              <DepartPickerInput multi />
            ) : (
              <Select
                mode="multiple"
                loading={roles.isPending}
                options={roles.data?.map((role) => ({ value: role.id, label: role.roleName }))}
              />
            )}
          </Form.Item>
        )}
        <Form.Item name="msgTxt" label={t('annt.msgTxt')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Form.Item name="openType" label={t('annt.openPage')}>
          <Radio.Group
            options={['none', ...ANNOUNCEMENT_OPEN_TYPES].map((value) => ({
              value,
              label: t(`annt.openType.${value}`),
            }))}
          />
        </Form.Item>
        {openType && openType !== 'none' && (
          <>
            <Form.Item
              name="openPage"
              label={t('annt.openPage')}
              rules={[
                { required: true, message: msg('announcementOpenPageRequired', lang) },
                {
                  // The contracts' rule: a console path or an https address; the server then checks the host.
                  validator: (_, value?: string) =>
                    !value || openPageTarget(value).kind !== 'refused'
                      ? Promise.resolve()
                      : Promise.reject(new Error(msg('announcementOpenPageInvalid', lang))),
                },
              ]}
            >
              <Input placeholder="/device/list" />
            </Form.Item>
            <Form.Item name="busId" label={t('annt.busId')}>
              <Input />
            </Form.Item>
          </>
        )}
        <Form.Item name="msgContent" label={t('annt.msgContent')}>
          <RichTextEditor />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
