import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  StarOutlined,
  UploadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { msg } from '@scenecast/contracts';
import { Button, Empty, Image, Progress, Tag, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../framework/i18n';
import { checkImageFile } from '../../framework/upload/imageChecks';
import { useFeedback } from '../../framework/useFeedback';
import { uploadImage } from './api';
import { type EditorPhoto, movePhoto, photoFirst } from './kepianLogic';

interface KepianPhotosProps {
  photos: EditorPhoto[];
  readOnly: boolean;
  onChange: (update: (photos: EditorPhoto[]) => EditorPhoto[]) => void;
}

let uploadSeq = 0;

/** The album's photos in order: upload with per-file progress, cover, moves and removal. */
export function KepianPhotos({ photos, readOnly, onChange }: KepianPhotosProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const patch = (uid: string, change: Partial<EditorPhoto>) =>
    onChange((list) => list.map((photo) => (photo.uid === uid ? { ...photo, ...change } : photo)));

  const upload = (file: File) => {
    uploadSeq += 1;
    const uid = `upload-${uploadSeq}`;
    const url = URL.createObjectURL(file);
    onChange((list) => [...list, { uid, name: file.name, status: 'uploading', percent: 0, url }]);
    uploadImage(file, (percent) => patch(uid, { percent: Math.min(99, percent) }))
      .then((path) => patch(uid, { status: 'done', percent: 100, path }))
      .catch(() => {
        patch(uid, { status: 'error' });
        message.error(t('kepian.editor.failed', { file: file.name }));
      });
  };

  const move = (uid: string, direction: 'up' | 'down') => {
    const moved = movePhoto(photos, uid, direction);
    if (!moved.ok) {
      message.warning(msg(moved.error === 'alreadyLast' ? 'worksSortLast' : 'worksSortUnknown', currentLang()));
      return;
    }
    onChange(() => moved.list);
  };

  return (
    <div className="kepian-photos" data-testid="kepian-photos">
      {!readOnly && (
        <Upload
          accept="image/*"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            // The size is the server's to judge (album photos are full-size shots); the kind is checked here.
            const failure = checkImageFile({ type: file.type, size: 0 });
            if (failure) message.error(msg(failure.message, currentLang(), failure.n));
            else upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="kepian-upload">
            {t('kepian.editor.upload')}
          </Button>
        </Upload>
      )}
      {photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kepian.editor.noPhotos')} />
      ) : (
        <Image.PreviewGroup>
          <div className="kepian-photo-grid">
            {photos.map((photo, index) => (
              <div
                key={photo.uid}
                className={`kepian-photo is-${photo.status}`}
                data-testid="kepian-photo"
                data-name={photo.name}
                data-status={photo.status}
              >
                <div className="kepian-photo-thumb">
                  {photo.url && <Image src={photo.url} alt={photo.name} />}
                  {index === 0 && (
                    <Tag color="gold" className="kepian-photo-cover">
                      {t('kepian.editor.cover')}
                    </Tag>
                  )}
                  {photo.problem && (
                    <Tooltip title={t(`kepian.problems.reasons.${photo.problem}`)}>
                      <WarningOutlined className="kepian-photo-problem" data-testid="photo-problem" />
                    </Tooltip>
                  )}
                  {photo.status !== 'done' && (
                    <Progress
                      className="kepian-photo-progress"
                      percent={photo.percent}
                      size="small"
                      status={photo.status === 'error' ? 'exception' : 'active'}
                    />
                  )}
                </div>
                <div className="kepian-photo-name" title={photo.name}>
                  {index + 1}. {photo.name}
                </div>
                {!readOnly && (
                  <div className="kepian-photo-tools">
                    <Tooltip title={t('kepian.editor.first')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<StarOutlined />}
                        data-testid="photo-first"
                        onClick={() => onChange((list) => photoFirst(list, photo.uid))}
                      />
                    </Tooltip>
                    <Tooltip title={t('kepian.editor.up')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowLeftOutlined />}
                        data-testid="photo-up"
                        onClick={() => move(photo.uid, 'up')}
                      />
                    </Tooltip>
                    <Tooltip title={t('kepian.editor.down')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowRightOutlined />}
                        data-testid="photo-down"
                        onClick={() => move(photo.uid, 'down')}
                      />
                    </Tooltip>
                    <Tooltip title={t('kepian.editor.remove')}>
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        data-testid="photo-remove"
                        onClick={() => onChange((list) => list.filter((entry) => entry.uid !== photo.uid))}
                      />
                    </Tooltip>
                  </div>
                )}
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
