import { DeleteOutlined, FilterOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { msg } from '@scenecast/contracts';
import { Badge, Button, Col, Empty, Input, List, Row, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../display/ScModal';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { ConditionValue } from './ConditionValue';
import { loadSavedQueries, removeSavedQuery, type SavedQuery, saveQuery } from './savedQueries';
import {
  changeField,
  changeRule,
  isEmptyQuery,
  type MatchType,
  newCondition,
  QUERY_RULES,
  type QueryCondition,
  type QueryField,
  type QueryRule,
  rulesFor,
  type SuperQueryParams,
  superQueryParams,
} from './superQuery';
import './locale';

/** Advanced query modal width 1000 (framework §9). */
const MODAL_WIDTH = 1000;

interface AdvancedQueryProps {
  /** The list's field definitions offered as conditions. */
  fields: QueryField[];
  /** Names the page whose saved queries these are. */
  pageKey: string;
  /** The conditions to send with the list, or null after a reset. */
  onSearch: (params: SuperQueryParams | null) => void;
}

/** The advanced query: a button that opens the condition builder, with saved queries per user and page. */
export function AdvancedQuery({ fields, pageKey, onSearch }: AdvancedQueryProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(false);
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [conditions, setConditions] = useState<QueryCondition[]>(() => [newCondition()]);
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(pageKey));
  const [naming, setNaming] = useState<string | null>(null);

  const fieldOf = (name: string) => fields.find((field) => field.field === name);
  const update = (key: string, change: (condition: QueryCondition) => QueryCondition) =>
    setConditions((list) => list.map((condition) => (condition.key === key ? change(condition) : condition)));
  const insertAfter = (key: string) =>
    setConditions((list) => {
      const at = list.findIndex((condition) => condition.key === key);
      return [...list.slice(0, at + 1), newCondition(), ...list.slice(at + 1)];
    });
  const remove = (key: string) => setConditions((list) => list.filter((condition) => condition.key !== key));

  const run = (query: { matchType: MatchType; conditions: QueryCondition[] }) => {
    const params = superQueryParams(query, fields);
    if (!params) {
      message.warning(msg('superQueryEmpty', currentLang()));
      return;
    }
    setActive(true);
    onSearch(params);
    setOpen(false);
  };

  const reset = () => {
    setMatchType('and');
    setConditions([newCondition()]);
    setActive(false);
    onSearch(null);
  };

  const startSave = () => {
    if (isEmptyQuery(conditions)) {
      message.warning(msg('superQuerySaveEmpty', currentLang()));
      return;
    }
    setNaming('');
  };

  const finishSave = () => {
    const title = (naming ?? '').trim();
    if (!title) {
      message.warning(msg('superQuerySaveNameEmpty', currentLang()));
      return;
    }
    const store = () => {
      setSaved(saveQuery(pageKey, { title, matchType, records: conditions }));
      setNaming(null);
      message.success(t('superQuery.savedOk'));
    };
    if (saved.some((query) => query.title === title)) {
      modal.confirm({
        title: t('superQuery.overwriteTitle'),
        content: msg('superQueryOverwrite', currentLang(), title),
        onOk: store,
      });
    } else {
      store();
    }
  };

  const runSaved = (query: SavedQuery) => {
    setMatchType(query.matchType);
    setConditions(query.records.length > 0 ? query.records : [newCondition()]);
    run({ matchType: query.matchType, conditions: query.records });
  };

  return (
    <>
      <Tooltip title={active ? t('superQuery.active') : undefined}>
        <Badge dot={active}>
          <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="advanced-query-open">
            {t('superQuery.button')}
          </Button>
        </Badge>
      </Tooltip>
      <ScModal
        open={open}
        title={t('superQuery.title')}
        width={MODAL_WIDTH}
        switchFullscreen
        onClose={() => setOpen(false)}
        footer={
          <Space>
            <Button onClick={reset}>{t('superQuery.reset')}</Button>
            <Button onClick={startSave}>{t('superQuery.save')}</Button>
            <Button onClick={() => setOpen(false)}>{t('superQuery.close')}</Button>
            <Button type="primary" onClick={() => run({ matchType, conditions })}>
              {t('superQuery.search')}
            </Button>
          </Space>
        }
      >
        <Row gutter={16} data-testid="advanced-query">
          <Col span={18}>
            <Space style={{ marginBottom: 12 }}>
              <span>{t('superQuery.matchType')}</span>
              <Select<MatchType>
                aria-label={t('superQuery.matchType')}
                value={matchType}
                onChange={setMatchType}
                style={{ width: 260 }}
                options={[
                  { value: 'and', label: t('superQuery.matchAnd') },
                  { value: 'or', label: t('superQuery.matchOr') },
                ]}
              />
            </Space>
            {conditions.length === 0 && (
              <Empty description={t('superQuery.noConditions')}>
                <Button icon={<PlusOutlined />} onClick={() => setConditions([newCondition()])}>
                  {t('superQuery.add')}
                </Button>
              </Empty>
            )}
            {conditions.map((condition) => {
              const field = fieldOf(condition.field);
              return (
                <Row key={condition.key} gutter={8} style={{ marginBottom: 8 }} data-testid="advanced-query-row">
                  <Col span={7}>
                    <Select
                      aria-label={t('superQuery.field')}
                      placeholder={t('superQuery.field')}
                      showSearch={{ optionFilterProp: 'label' }}
                      value={condition.field || undefined}
                      options={fields.map((item) => ({ value: item.field, label: item.label }))}
                      onChange={(name: string) => update(condition.key, (c) => changeField(c, fieldOf(name)))}
                      style={{ width: '100%' }}
                    />
                  </Col>
                  <Col span={5}>
                    <Select<QueryRule>
                      aria-label={t('superQuery.rule')}
                      value={condition.rule}
                      virtual={false}
                      listHeight={QUERY_RULES.length * 32 + 8}
                      options={rulesFor(field).map((rule) => ({ value: rule, label: t(`superQuery.rules.${rule}`) }))}
                      onChange={(rule) => update(condition.key, (c) => changeRule(c, rule))}
                      style={{ width: '100%' }}
                    />
                  </Col>
                  <Col span={9}>
                    <ConditionValue
                      field={field}
                      condition={condition}
                      onChange={(val) => update(condition.key, (c) => ({ ...c, val }))}
                    />
                  </Col>
                  <Col span={3}>
                    <Space size={4}>
                      <Button
                        aria-label={t('superQuery.add')}
                        icon={<PlusOutlined />}
                        onClick={() => insertAfter(condition.key)}
                      />
                      <Button
                        aria-label={t('superQuery.remove')}
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(condition.key)}
                      />
                    </Space>
                  </Col>
                </Row>
              );
            })}
          </Col>
          <Col span={6}>
            <div style={{ fontWeight: 500, marginBottom: 8 }}>{t('superQuery.saved')}</div>
            <List
              size="small"
              bordered
              data-testid="advanced-query-saved"
              locale={{ emptyText: t('superQuery.noSaved') }}
              dataSource={saved}
              renderItem={(query) => (
                <List.Item
                  actions={[
                    <Button
                      key="delete"
                      type="text"
                      size="small"
                      aria-label={t('superQuery.deleteSaved')}
                      icon={<DeleteOutlined />}
                      onClick={() => setSaved(removeSavedQuery(pageKey, query.title))}
                    />,
                  ]}
                >
                  <Button type="link" size="small" onClick={() => runSaved(query)}>
                    {query.title}
                  </Button>
                </List.Item>
              )}
            />
          </Col>
        </Row>
      </ScModal>
      <ScModal
        open={naming !== null}
        title={t('superQuery.saveTitle')}
        width={400}
        onClose={() => setNaming(null)}
        onOk={finishSave}
      >
        <Input
          aria-label={t('superQuery.saveName')}
          placeholder={t('superQuery.saveName')}
          value={naming ?? ''}
          maxLength={50}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={finishSave}
        />
      </ScModal>
    </>
  );
}
