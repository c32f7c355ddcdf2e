import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Progress, Tooltip, Typography, Upload } from 'antd';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFailedText, uploadListReducer } from '../../framework/upload/uploadList';
import { useFeedback } from '../../framework/useFeedback';
import { uploadToHj } from './api';

/** Files sent at once: the machine and the link are shared, a batch goes two by two. */
const PARALLEL_UPLOADS = 2;

interface WorksUploadProps {
  hjId: string;
  hjName: string;
  /** After each file stored (the grid and the counts reload). */
  onUploaded: () => void;
}

interface Queued {
  uid: string;
  file: File;
}

/** Upload into a group (keyed by the group: another group starts a new list): drag-and-drop or pick, each file with its progress, state and message. */
export function WorksUpload({ hjId, hjName, onUploaded }: WorksUploadProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [items, dispatch] = useReducer(uploadListReducer, []);
  const queue = useRef<Queued[]>([]);
  const running = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const pump = () => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const next = queue.current.shift() as Queued;
      running.current += 1;
      uploadToHj(hjId, next.file, (percent) => dispatch({ type: 'progress', uid: next.uid, percent }))
        .then((work) => {
          dispatch({ type: 'done', uid: next.uid, path: work.fileKey });
          onUploadedRef.current();
        })
        .catch((error: unknown) => {
          const text = uploadFailedText(next.file.name, t('upload.failed'));
          const reason = error instanceof Error && error.message ? error.message : '';
          dispatch({ type: 'error', uid: next.uid, message: reason });
          message.error(reason ? `${text} ${reason}` : text);
        })
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  };

  const enqueue = (file: File) => {
    const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}-${file.name}`;
    dispatch({ type: 'add', uid, name: file.name, limit: 0 });
    queue.current.push({ uid, file });
    pump();
  };

  const finished = items.filter((item) => item.status !== 'uploading');

  return (
    <div className="works-upload" data-testid="works-upload">
      <Upload.Dragger
        multiple
        accept="image/*,video/*"
        showUploadList={false}
        fileList={[]}
        beforeUpload={(file) => {
          enqueue(file);
          return false;
        }}
        data-testid="works-dragger"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('works.upload.drag')}</p>
        <p className="ant-upload-hint">{t('works.upload.hint')}</p>
        <p className="ant-upload-hint">{t('works.upload.title', { name: hjName })}</p>
      </Upload.Dragger>
      {items.length > 0 && (
        <div className="works-upload-list" data-testid="works-upload-list">
          {items.map((item) => (
            <div
              key={item.uid}
              className={`works-upload-item is-${item.status}`}
              data-testid="works-upload-item"
              data-status={item.status}
            >
              <span className="works-upload-icon">
                {item.status === 'done' && <CheckCircleFilled style={{ color: '#52c41a' }} />}
                {item.status === 'error' && <CloseCircleFilled style={{ color: '#ff4d4f' }} />}
              </span>
              <Typography.Text className="works-upload-name" ellipsis={{ tooltip: item.name }}>
                {item.name}
              </Typography.Text>
              <span className="works-upload-state">
                {item.status === 'uploading' && (
                  <Progress percent={item.percent} size="small" status="active" style={{ width: 140 }} />
                )}
                {item.status === 'done' && <Typography.Text type="success">{t('works.upload.done')}</Typography.Text>}
                {item.status === 'error' && (
                  <Tooltip title={item.message}>
                    <Typography.Text type="danger">{uploadFailedText(item.name, t('upload.failed'))}</Typography.Text>
                  </Tooltip>
                )}
              </span>
              {item.status !== 'uploading' && (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('works.upload.remove')}
                  onClick={() => dispatch({ type: 'remove', uid: item.uid })}
                />
              )}
            </div>
          ))}
          {finished.length > 1 && (
            <Button
              size="small"
              type="link"
              onClick={() => {
                for (const item of finished) dispatch({ type: 'remove', uid: item.uid });
              }}
            >
              {t('works.upload.clearFinished')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
