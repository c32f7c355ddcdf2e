import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { showRefusal } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { DictItemFormModal } from './DictItemFormModal';
import { DICT_MANAGE, type DictItemRow, type DictRow, deleteDictItem, dictKeys, useDictItems } from './dictAdminApi';

interface Props {
  dict: DictRow;
  onClose(): void;
  /** Told after any change, so the page refreshes the dictionary cache of this browser. */
  onChanged(): void;
}

/** The items of one dictionary: every item, disabled ones too, added, edited and deleted here. */
export function DictItemDrawer({ dict, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const items = useDictItems(dict.id);
  const [editing, setEditing] = useState<DictItemRow | 'new' | null>(null);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: dictKeys.items(dict.id) });
    onChanged();
  };
  const nextOrder = Math.max(0, ...(items.data ?? []).map((item) => item.sortOrder)) + 1;

  const remove = async (item: DictItemRow) => {
    try {
      await deleteDictItem(item.id);
      message.success(t('dictAdmin.removed'));
      await reload();
    } catch (error) {
      showRefusal(message, error);
    }
  };

  return (
    <Drawer open width={640} title={t('dictAdmin.itemsTitle', { name: dict.dictName })} onClose={onClose}>
      <Authorized action={DICT_MANAGE}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => setEditing('new')}
          data-testid="dict-item-add"
        >
          {t('dictAdmin.addItem')}
        </Button>
      </Authorized>
      <Table<DictItemRow>
        rowKey="id"
        size="small"
        loading={items.isFetching}
        dataSource={items.data}
        pagination={false}
        data-testid="dict-items"
        columns={[
          { title: t('dictAdmin.itemText'), dataIndex: 'itemText' },
          { title: t('dictAdmin.itemValue'), dataIndex: 'itemValue' },
          { title: t('dictAdmin.itemOrder'), dataIndex: 'sortOrder', width: 80, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('dictAdmin.itemStatus'),
            dataIndex: 'status',
            width: 90,
            responsive: WIDE_SCREENS_ONLY,
            render: (status: number) =>
              status === 1 ? <Tag color="green">{t('dictAdmin.enabled')}</Tag> : <Tag>{t('dictAdmin.disabled')}</Tag>,
          },
          {
            title: t('dictAdmin.action'),
            key: 'action',
            width: isPhone ? 70 : 120,
            render: (_, item) => (
              <Authorized action={DICT_MANAGE}>
                <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
                  <Button type="link" size="small" onClick={() => setEditing(item)}>
                    {t('dictAdmin.edit')}
                  </Button>
                  <Popconfirm
                    title={t('dictAdmin.removeItemConfirm', { name: item.itemText })}
                    onConfirm={() => remove(item)}
                  >
                    <Button type="link" size="small" danger>
                      {t('dictAdmin.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </Authorized>
            ),
          },
        ]}
      />
      {editing && (
        <DictItemFormModal
          dictId={dict.id}
          item={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(t(editing === 'new' ? 'dictAdmin.added' : 'dictAdmin.saved'));
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Drawer>
  );
}
