import { UploadOutlined } from '@ant-design/icons';
import { msg } from '@scenecast/contracts';
import { Button, Input, Space, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../display/ScModal';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { uploadFile } from './uploadFile';
import type { UploadBiz } from './uploadForm';
import { useUploadFailure } from './useUploadFailure';
import './locale';
import './upload.css';

/** The file pop-up dialog: 520 by 200 (framework §9). */
const FILE_POP_WIDTH = 520;

export interface FilePopProps {
  /** The stored path (a form field's value). */
  value?: string;
  onChange?: (path: string) => void;
  biz?: UploadBiz;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * The file pop-up (JeecgBoot's JFilePop, framework §5): a field whose button opens a dialog to
 * upload one file; confirming sets the field to the stored path, or says 未上传任何文件.
 */
export function FilePop({ value, onChange, biz = 'temp', disabled, 'data-testid': testId }: FilePopProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const reportFailure = useUploadFailure();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<UploadFile | null>(null);

  const send = async (chosen: File) => {
    const uid = `file-pop-${Date.now()}`;
    setFile({ uid, name: chosen.name, status: 'uploading', percent: 0 });
    try {
      const path = await uploadFile(chosen, biz, {
        onProgress: (percent) => setFile((current) => current && { ...current, percent }),
      });
      setFile({ uid, name: chosen.name, status: 'done', percent: 100, response: path });
    } catch (error) {
      const reason = reportFailure(error, 'file');
      setFile({ uid, name: chosen.name, status: 'error', response: reason, error: new Error(reason) });
    }
  };

  const confirm = () => {
    const path = file?.status === 'done' && typeof file.response === 'string' ? file.response : '';
    if (!path) {
      message.warning(msg('noFileUploaded', currentLang()));
      return;
    }
    onChange?.(path);
    setOpen(false);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }} data-testid={testId}>
        {/* minWidth 0: the path field gives way on a narrow screen instead of pushing the button out. */}
        <Input
          value={value ?? ''}
          readOnly
          disabled={disabled}
          aria-label={t('filePop.title')}
          style={{ minWidth: 0 }}
        />
        <Button
          icon={<UploadOutlined />}
          disabled={disabled}
          onClick={() => {
            setFile(null);
            setOpen(true);
          }}
        >
          {t('filePop.open')}
        </Button>
      </Space.Compact>
      <ScModal
        open={open}
        title={t('filePop.title')}
        width={FILE_POP_WIDTH}
        onClose={() => setOpen(false)}
        onOk={confirm}
        destroyOnHidden
      >
        <div className="sc-file-pop-body" data-testid="file-pop-dialog">
          <Upload
            fileList={file ? [file] : []}
            beforeUpload={(chosen) => {
              void send(chosen);
              return Upload.LIST_IGNORE;
            }}
            onRemove={() => {
              setFile(null);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('filePop.choose')}</Button>
          </Upload>
        </div>
      </ScModal>
    </>
  );
}
