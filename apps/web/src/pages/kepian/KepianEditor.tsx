import {
  type FenleiNode,
  KEPIAN_MAIN_NUMBER_MAX,
  KEPIAN_PASSWORD_MAX,
  KEPIAN_PASSWORD_MIN,
  KEPIAN_STATUS_ON,
  KEPIAN_TITLE_MAX,
  type KepianRecord,
  msg,
} from '@scenecast/contracts';
import { Alert, Button, Drawer, Form, Input, Segmented, Select, Skeleton, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { validValues } from '../../framework/validValues';
import { type AlbumPayload, addKepian, checkFuzhuang, editKepian, maxMainNumber, useKepianDetail } from './api';
import { KepianPhotos } from './KepianPhotos';
import { type EditorPhoto, fenleiOptions, fenleiSearch, repeatedNumbers, savedPaths } from './kepianLogic';

/** What the drawer edits: a new album, one of the shop's, or (read-only) one shared to it. */
export type EditorTarget =
  | { mode: 'add' }
  | { mode: 'edit'; album: KepianRecord }
  | { mode: 'view'; album: KepianRecord };

interface EditorValues {
  mainNumber: string;
  title: string;
  fenleiIds: string[];
  fuzhuangNumbers: string[];
  status: boolean;
  isPublicPd: boolean;
  isPublicXcx: boolean;
  vipOnly: boolean;
  passwordMode: 'keep' | 'clear' | 'new';
  password?: string;
}

interface KepianEditorProps {
  shopId: string;
  target: EditorTarget | null;
  tree: FenleiNode[];
  defaultFenleiId: string | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

const flag = (value: boolean) => (value ? 1 : 0);

/** The album editor (business §7 Sample albums): number, title, photos in order, categories, flags. */
export function KepianEditor({ shopId, target, tree, defaultFenleiId, onClose, onSaved }: KepianEditorProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<EditorValues>();
  const album = target && target.mode !== 'add' ? target.album : null;
  const readOnly = target?.mode === 'view';
  const detail = useKepianDetail(album?.id ?? null, album?.isShared ? shopId : undefined);
  const [photos, setPhotos] = useState<EditorPhoto[]>([]);
  const [suggested, setSuggested] = useState<string | null>(null);
  const { saving, runSave } = useSaveTask();
  const passwordMode = Form.useWatch('passwordMode', form);

  useEffect(() => {
    if (!target) return;
    setSuggested(null);
    if (target.mode === 'add') {
      setPhotos([]);
      form.setFieldsValue({
        mainNumber: '',
        title: '',
        fenleiIds: defaultFenleiId ? [defaultFenleiId] : [],
        fuzhuangNumbers: [],
        status: true,
        isPublicPd: false,
        isPublicXcx: false,
        vipOnly: false,
        passwordMode: 'new',
        password: '',
      });
      maxMainNumber(shopId)
        .then((answer) => {
          setSuggested(answer.next);
          if (!form.getFieldValue('mainNumber')) form.setFieldValue('mainNumber', answer.next);
        })
        .catch(() => setSuggested(null));
    }
  }, [target, shopId, defaultFenleiId, form]);

  useEffect(() => {
    const data = detail.data;
    if (!data || !target || target.mode === 'add') return;
    setPhotos(
      data.photos.map((photo) => ({
        uid: photo.id,
        name: photo.fileKey.split('/').pop() ?? photo.fileKey,
        status: 'done',
        percent: 100,
        path: photo.fileKey,
        url: photo.url,
        problem: photo.problem,
      })),
    );
    form.setFieldsValue({
      mainNumber: data.mainNumber,
      title: data.title,
      fenleiIds: data.fenleiIds,
      fuzhuangNumbers: data.fuzhuangNumbers,
      status: data.status === KEPIAN_STATUS_ON,
      isPublicPd: data.isPublicPd === 1,
      isPublicXcx: data.isPublicXcx === 1,
      vipOnly: data.vipOnly === 1,
      passwordMode: data.hasPassword ? 'keep' : 'new',
      password: '',
    });
  }, [detail.data, target, form]);

  const checkNumbers = async (_: unknown, numbers: string[] | undefined) => {
    const list = numbers ?? [];
    const repeated = repeatedNumbers(list);
    if (repeated.length > 0) throw new Error(msg('kepianFuzhuangTaken', currentLang(), repeated.join('、')));
    for (const number of list) {
      const use = await checkFuzhuang(shopId, number.trim(), album?.id);
      if (use.used) throw new Error(t('kepian.editor.fuzhuangUsed', { number, mainNumber: use.mainNumber ?? '' }));
    }
  };

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const paths = savedPaths(photos);
    if (!paths) {
      message.warning(t('kepian.editor.uploading'));
      return;
    }
    const password =
      values.passwordMode === 'clear'
        ? ''
        : values.passwordMode === 'new' && values.password
          ? values.password
          : undefined;
    const payload: AlbumPayload = {
      mainNumber: values.mainNumber.trim(),
      title: values.title.trim(),
      photos: paths,
      cover: paths[0] ?? null,
      fenleiIds: values.fenleiIds ?? [],
      fuzhuangNumbers: (values.fuzhuangNumbers ?? []).map((number) => number.trim()),
      status: flag(values.status),
      isPublicPd: flag(values.isPublicPd),
      isPublicXcx: flag(values.isPublicXcx),
      vipOnly: flag(values.vipOnly),
      password,
    };
    await runSave(async () => {
      if (album) await editKepian(album.id, payload);
      else await addKepian(shopId, payload);
      message.success(t('kepian.saved'));
      await onSaved();
      onClose();
    });
  };

  const title = !album
    ? t('kepian.editor.addTitle')
    : readOnly
      ? t('kepian.editor.viewTitle', { number: album.mainNumber })
      : t('kepian.editor.editTitle', { number: album.mainNumber });
  const lang = currentLang();

  return (
    <Drawer
      open={target !== null}
      title={title}
      width={760}
      onClose={onClose}
      destroyOnHidden
      data-testid="kepian-editor"
      extra={
        !readOnly && (
          <Space>
            <Button onClick={onClose}>{t('kepian.editor.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="kepian-save">
              {t('kepian.editor.save')}
            </Button>
          </Space>
        )
      }
    >
      {readOnly && <Alert type="info" showIcon message={t('kepian.editor.readOnly')} className="kepian-editor-alert" />}
      {album && detail.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form form={form} layout="vertical" disabled={readOnly} requiredMark={!readOnly}>
          <div className="kepian-editor-row">
            <Form.Item
              name="mainNumber"
              label={t('kepian.editor.mainNumber')}
              rules={[{ required: true, whitespace: true, message: msg('kepianMainNumberRequired', lang) }]}
              extra={
                suggested && (
                  <span data-testid="kepian-suggest">
                    {t('kepian.editor.suggest', { next: suggested })}{' '}
                    <Button size="small" type="link" onClick={() => form.setFieldValue('mainNumber', suggested)}>
                      {t('kepian.editor.useSuggest')}
                    </Button>
                  </span>
                )
              }
            >
              <Input maxLength={KEPIAN_MAIN_NUMBER_MAX} data-testid="kepian-main-number" />
            </Form.Item>
            <Form.Item
              name="title"
              label={t('kepian.editor.title')}
              rules={[{ required: true, whitespace: true, message: msg('kepianTitleRequired', lang) }]}
            >
              <Input maxLength={KEPIAN_TITLE_MAX} showCount data-testid="kepian-title" />
            </Form.Item>
          </div>
          <Form.Item label={t('kepian.editor.photos')} extra={t('kepian.editor.photosHint')}>
            <KepianPhotos photos={photos} readOnly={readOnly} onChange={(update) => setPhotos(update)} />
          </Form.Item>
          <Form.Item name="fenleiIds" label={t('kepian.editor.fenlei')}>
            <TreeSelect
              treeData={fenleiOptions(tree)}
              multiple
              showSearch={fenleiSearch}
              treeDefaultExpandAll
              allowClear
              placeholder={t('kepian.editor.fenleiPlaceholder')}
              data-testid="kepian-fenlei"
            />
          </Form.Item>
          <Form.Item
            name="fuzhuangNumbers"
            label={t('kepian.editor.fuzhuang')}
            rules={[{ validator: checkNumbers }]}
            validateDebounce={400}
          >
            <Select
              mode="tags"
              open={false}
              placeholder={t('kepian.editor.fuzhuangPlaceholder')}
              tokenSeparators={[',', '，', ' ']}
            />
          </Form.Item>
          <div className="kepian-editor-flags">
            <Form.Item name="status" label={t('kepian.editor.status')} valuePropName="checked">
              <Switch data-testid="kepian-status" />
            </Form.Item>
            <Form.Item name="isPublicPd" label={t('kepian.editor.publicPd')} valuePropName="checked">
              <Switch data-testid="kepian-public-pd" />
            </Form.Item>
            <Form.Item name="isPublicXcx" label={t('kepian.editor.publicXcx')} valuePropName="checked">
              <Switch data-testid="kepian-public-xcx" />
            </Form.Item>
            <Form.Item name="vipOnly" label={t('kepian.editor.vip')} valuePropName="checked">
              <Switch data-testid="kepian-vip" />
            </Form.Item>
          </div>
          {!readOnly && (
            <Form.Item label={t('kepian.editor.password')}>
              <Space wrap>
                {album?.hasPassword && (
                  <Form.Item name="passwordMode" noStyle>
                    <Segmented
                      options={[
                        { value: 'keep', label: t('kepian.editor.passwordKeep') },
                        { value: 'clear', label: t('kepian.editor.passwordClear') },
                        { value: 'new', label: t('kepian.editor.passwordNew') },
                      ]}
                    />
                  </Form.Item>
                )}
                {(passwordMode ?? 'new') === 'new' && (
                  <Form.Item
                    name="password"
                    noStyle
                    rules={[
                      {
                        validator: async (_, value: string | undefined) => {
                          if (value && (value.length < KEPIAN_PASSWORD_MIN || value.length > KEPIAN_PASSWORD_MAX)) {
                            throw new Error(msg('kepianPasswordLength', lang));
                          }
                        },
                      },
                    ]}
                  >
                    <Input.Password
                      maxLength={KEPIAN_PASSWORD_MAX}
                      placeholder={t('kepian.editor.passwordNew')}
                      autoComplete="new-password"
                      style={{ width: 240 }}
                    />
                  </Form.Item>
                )}
              </Space>
            </Form.Item>
          )}
        </Form>
      )}
    </Drawer>
  );
}
