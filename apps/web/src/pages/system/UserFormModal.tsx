import { msg, type UserAdminRow } from '@scenecast/contracts';
import type { FormRule } from 'antd';
import { Form, Input, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { patternRule, requiredRule, SERVER_CHECKED_ITEM, sameAsRule } from '../../framework/formRules';
import { request } from '../../framework/http';
import { currentLang } from '../../framework/i18n';
import { DepartPickerInput, PositionPickerInput } from '../../framework/pickers';
import { validValues } from '../../framework/validValues';
import { addUser, editUser, useAssignableRoles, useUserDetail } from './userApi';
import './userLocale';
import { useSaveTask } from '../../framework/refusal';

interface FormValues {
  username: string;
  realname: string;
  password?: string;
  confirmpassword?: string;
  phone?: string;
  email?: string;
  sex?: number;
  selecteddeparts?: string;
  selectedroles?: string[];
  post?: string;
}

/** The account name is free in every tenant (/sys/user/checkOnlyUser), checked on blur and submit. */
function onlyUserRule(id: string | undefined): FormRule {
  return {
    validateTrigger: 'onBlur',
    async validator(_, value: string | undefined) {
      if (!value) return;
      const answer = await request<unknown>({ url: '/sys/user/checkOnlyUser', params: { username: value, id } });
      if (!answer.success) throw new Error(answer.message);
    },
  };
}

interface Props {
  user: UserAdminRow | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds a user or edits one: account, name, contact, departments, roles and positions. */
export function UserFormModal({ user, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { saving, runSave } = useSaveTask();
  const detail = useUserDetail(user?.id ?? null);
  const roles = useAssignableRoles();
  const lang = currentLang();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      const fields = {
        username: values.username,
        realname: values.realname,
        phone: values.phone ?? '',
        email: values.email ?? '',
        sex: values.sex ?? null,
        selecteddeparts: values.selecteddeparts ?? '',
        selectedroles: (values.selectedroles ?? []).join(','),
        post: values.post ?? '',
      };
      if (user) await editUser({ ...fields, id: user.id });
      else await addUser({ ...fields, password: values.password ?? '', confirmpassword: values.confirmpassword ?? '' });
      onSaved();
    });
  };

  const loaded = detail.data;
  if (user && !loaded) {
    return (
      <ScModal open title={t('sysUser.editTitle')} onClose={onClose} footer={null}>
        <Spin />
      </ScModal>
    );
  }
  const initialValues: Partial<FormValues> = loaded
    ? {
        username: loaded.username,
        realname: loaded.realname,
        phone: loaded.phone ?? undefined,
        email: loaded.email ?? undefined,
        sex: loaded.sex ?? undefined,
        selecteddeparts: loaded.selecteddeparts,
        selectedroles: loaded.selectedroles ? loaded.selectedroles.split(',') : [],
        post: loaded.post,
      }
    : {};

  return (
    <ScModal
      open
      width={700}
      title={user ? t('sysUser.editTitle') : t('sysUser.add')}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      <Form
        form={form}
        name="sys-user"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 18 }}
        initialValues={initialValues}
        data-testid="user-form"
      >
        <Form.Item
          name="username"
          label={t('sysUser.username')}
          {...SERVER_CHECKED_ITEM}
          rules={[
            requiredRule('userNameRequired'),
            patternRule('userNameChars'),
            patternRule('userNameLength'),
            onlyUserRule(user?.id),
          ]}
        >
          <Input autoComplete="off" maxLength={18} />
        </Form.Item>
        {!user && (
          <>
            <Form.Item
              name="password"
              label={t('sysUser.password')}
              rules={[requiredRule('passwordRequired'), patternRule('passwordChange')]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmpassword"
              label={t('sysUser.confirmpassword')}
              dependencies={['password']}
              rules={[requiredRule('passwordConfirmRequired'), sameAsRule('password')]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="realname"
          label={t('sysUser.realname')}
          rules={[{ required: true, whitespace: true, message: msg('userRealnameRequired', lang) }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="selectedroles" label={t('sysUser.roles')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={roles.isPending}
            options={roles.data?.map((role) => ({ value: role.id, label: role.roleName }))}
            data-testid="user-roles"
          />
        </Form.Item>
        <Form.Item name="selecteddeparts" label={t('sysUser.depart')}>
          <DepartPickerInput multi />
        </Form.Item>
        <Form.Item name="post" label={t('sysUser.post')}>
          <PositionPickerInput multi />
        </Form.Item>
        <Form.Item name="phone" label={t('sysUser.phone')} rules={[patternRule('mobile')]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={t('sysUser.email')} rules={[patternRule('email')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sex" label={t('sysUser.sex')}>
          <Select allowClear options={[1, 2].map((value) => ({ value, label: t(`sysUser.sexes.${value}`) }))} />
        </Form.Item>
      </Form>
    </ScModal>
  );
}
