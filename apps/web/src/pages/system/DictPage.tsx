import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { showRefusal } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { allDictItemsKey, queryAllDictItems, refreshDictCache } from './api';
import { DictFormModal } from './DictFormModal';
import { DictItemDrawer } from './DictItemDrawer';
import { DICT_MANAGE, type DictParams, type DictRow, deleteDict, dictKeys, useDicts } from './dictAdminApi';
import './dictLocale';
import { serverPagination } from '../../framework/display/serverPagination';

/**
 * 数据字典: dictionaries searched by name and code; the platform administrator adds, edits and
 * deletes them and their items (in a drawer). Built-in dictionaries keep their code and stay.
 */
export default function DictPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [search] = Form.useForm<{ dictName?: string; dictCode?: string }>();
  const [params, setParams] = useState<DictParams>({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<DictRow | 'new' | null>(null);
  const [itemsOf, setItemsOf] = useState<DictRow | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const page = useDicts(params);

  /** The list, and this browser's dictionary cache, which the forms read. */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: dictKeys.all });
    queryClient.setQueryData(allDictItemsKey, await queryAllDictItems());
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      queryClient.setQueryData(allDictItemsKey, await refreshDictCache());
      message.success(t('dict.refreshOk'));
    } catch {
      message.error(t('dict.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  const remove = async (dict: DictRow) => {
    try {
      await deleteDict(dict.id);
      message.success(t('dictAdmin.removed'));
      await reload();
    } catch (error) {
      showRefusal(message, error);
    }
  };

  const applySearch = () => {
    const { dictName, dictCode } = search.getFieldsValue();
    setParams((p) => ({
      ...p,
      pageNo: 1,
      dictName: dictName?.trim() || undefined,
      dictCode: dictCode?.trim() || undefined,
    }));
  };

  return (
    <Card>
      <Form form={search} layout="inline" onFinish={applySearch} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="dictName" label={t('dictAdmin.searchName')}>
          <Input allowClear data-testid="dict-search-name" />
        </Form.Item>
        <Form.Item name="dictCode" label={t('dictAdmin.searchCode')}>
          <Input allowClear data-testid="dict-search-code" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" data-testid="dict-search">
            {t('dictAdmin.search')}
          </Button>
          <Button
            onClick={() => {
              search.resetFields();
              applySearch();
            }}
          >
            {t('dictAdmin.reset')}
          </Button>
        </Space>
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized action={DICT_MANAGE}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="dict-add">
            {t('dictAdmin.add')}
          </Button>
        </Authorized>
        <Authorized action="system:dict:refresh">
          <Button icon={<ReloadOutlined />} loading={refreshing} onClick={refresh} data-testid="dict-refresh">
            {t('dict.refresh')}
          </Button>
        </Authorized>
      </Space>
      <Table<DictRow>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        data-testid="dict-list"
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          {
            title: t('dictAdmin.name'),
            dataIndex: 'dictName',
            ellipsis: isPhone,
            render: (name: string, dict) => (
              <Space size={4} wrap>
                {name}
                {dict.isBuiltIn && <Tag>{t('dictAdmin.builtIn')}</Tag>}
              </Space>
            ),
          },
          { title: t('dictAdmin.code'), dataIndex: 'dictCode' },
          { title: t('dictAdmin.description'), dataIndex: 'description', responsive: WIDE_SCREENS_ONLY },
          {
            title: t('dictAdmin.action'),
            key: 'action',
            width: isPhone ? 90 : 200,
            render: (_, dict) => (
              <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
                <Authorized action={DICT_MANAGE}>
                  <Button type="link" size="small" onClick={() => setEditing(dict)}>
                    {t('dictAdmin.edit')}
                  </Button>
                </Authorized>
                <Button type="link" size="small" onClick={() => setItemsOf(dict)}>
                  {t('dictAdmin.items')}
                </Button>
                {!dict.isBuiltIn && (
                  <Authorized action={DICT_MANAGE}>
                    <Popconfirm
                      title={t('dictAdmin.removeConfirm', { name: dict.dictName })}
                      onConfirm={() => remove(dict)}
                    >
                      <Button type="link" size="small" danger>
                        {t('dictAdmin.remove')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <DictFormModal
          dict={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(t(editing === 'new' ? 'dictAdmin.added' : 'dictAdmin.saved'));
            setEditing(null);
            void reload();
          }}
        />
      )}
      {itemsOf && <DictItemDrawer dict={itemsOf} onClose={() => setItemsOf(null)} onChanged={() => void reload()} />}
    </Card>
  );
}
