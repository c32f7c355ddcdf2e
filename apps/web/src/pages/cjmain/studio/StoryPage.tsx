import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { STORY_TITLE_MAX, STUDIO_GALLERY_MAX, type StudioStory } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Skeleton, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../framework/editors';
import { useSaveTask } from '../../../framework/refusal';
import { ImageUpload } from '../../../framework/upload/ImageUpload';
import { staticUrl } from '../../../framework/upload/staticUrl';
import { uploadFile } from '../../../framework/upload/uploadFile';
import { useFeedback } from '../../../framework/useFeedback';
import { useFillOnce } from '../../../framework/useFillOnce';
import { useCurrentShop } from '../../device/currentShop';
import { saveStory, studioKeys, useStory } from './api';
import { ShopBar } from './ShopBar';
import './studio.css';

type Values = Omit<StudioStory, 'shopId'>;

/** /cjmain/story: the brand story (rich text, images, one video) the shop home and applet show. */
export default function StoryPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const current = useCurrentShop();
  const story = useStory(current.shopId);
  const [form] = Form.useForm<Values>();
  const [video, setVideo] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { saving, runSave } = useSaveTask();

  useFillOnce(current.shopId, story.data, (data) => {
    form.setFieldsValue(data);
    setVideo(data.video);
  });

  if (!current.isLoading && current.shops.length === 0) {
    return (
      <Card>
        <Empty description={t('studio.noShop')} />
      </Card>
    );
  }

  const save = (values: Values) =>
    runSave(async () => {
      if (!current.shopId) return;
      const saved = await saveStory({ ...values, shopId: current.shopId, video });
      queryClient.setQueryData(studioKeys.part('story', current.shopId), saved);
      message.success(t('studio.saved'));
    });

  const upload = async (file: File) => {
    setUploading(true);
    try {
      setVideo(await uploadFile(file, 'works'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card title={t('studio.story.title')}>
      <ShopBar current={current} desc={t('studio.story.desc')} />
      {story.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" className="studio-form" onFinish={(values) => void save(values)}>
          <Form.Item name="title" label={t('studio.story.heading')}>
            <Input maxLength={STORY_TITLE_MAX} data-testid="story-title" />
          </Form.Item>
          <Form.Item name="content" label={t('studio.story.content')}>
            <RichTextEditor height={320} />
          </Form.Item>
          <Form.Item name="images" label={t('studio.story.images')}>
            <ImageUpload biz="shop" limit={STUDIO_GALLERY_MAX} />
          </Form.Item>
          <Form.Item label={t('studio.story.video')}>
            <Space direction="vertical">
              {video && (
                // biome-ignore lint/a11y/useMediaCaption: the owner's own brand video, previewed before saving
                <video src={staticUrl(video)} controls width={320} data-testid="story-video" />
              )}
              <Space wrap>
                <Upload
                  accept="video/*"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void upload(file);
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={uploading}>
                    {t('studio.story.uploadVideo')}
                  </Button>
                </Upload>
                {video && (
                  <Button icon={<DeleteOutlined />} onClick={() => setVideo(null)}>
                    {t('studio.story.removeVideo')}
                  </Button>
                )}
              </Space>
            </Space>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="story-save">
            {t('studio.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
