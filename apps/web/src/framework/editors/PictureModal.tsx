import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../display/ScModal';
import { useUploadFailure } from '../upload/useUploadFailure';
import { useFeedback } from '../useFeedback';
import { isPictureAddress, markdownImage } from './editorConfig';
import { uploadEditorImage } from './editorUpload';

interface PictureModalProps {
  open: boolean;
  onClose: () => void;
  /** The markdown of the picture to insert. */
  onInsert: (markdown: string) => void;
}

/** The markdown editor's picture: one local file uploaded, or a network address, plus a remark (alt text). */
export function PictureModal({ open, onClose, onInsert }: PictureModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const reportFailure = useUploadFailure();
  const [source, setSource] = useState<'local' | 'network'>('local');
  const [file, setFile] = useState<File | null>(null);
  const [address, setAddress] = useState('');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);

  const close = () => {
    setFile(null);
    setAddress('');
    setRemark('');
    onClose();
  };

  const insert = async () => {
    if (source === 'network' && !isPictureAddress(address)) {
      message.warning(t('editors.pictureAddressInvalid'));
      return;
    }
    if (source === 'local' && !file) {
      message.warning(t('editors.pictureRequired'));
      return;
    }
    setSaving(true);
    try {
      const url = source === 'local' && file ? await uploadEditorImage(file) : address.trim();
      onInsert(markdownImage(url, remark.trim()));
      close();
    } catch (error) {
      reportFailure(error, 'image');
    } finally {
      setSaving(false);
    }
  };

  return (
    <ScModal
      open={open}
      title={t('editors.pictureTitle')}
      width={520}
      onClose={close}
      onOk={insert}
      okButtonProps={{ loading: saving }}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Segmented<'local' | 'network'>
          value={source}
          onChange={(value) => setSource(value)}
          options={[
            { value: 'local', label: t('editors.localPicture') },
            { value: 'network', label: t('editors.networkPicture') },
          ]}
        />
        {source === 'local' ? (
          <Upload
            accept="image/*"
            maxCount={1}
            fileList={file ? [{ uid: 'picture', name: file.name }] : []}
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{t('editors.pictureFile')}</Button>
          </Upload>
        ) : (
          <Input
            aria-label={t('editors.pictureAddress')}
            placeholder="https://"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        )}
        <Input
          aria-label={t('editors.remark')}
          placeholder={t('editors.remark')}
          value={remark}
          maxLength={100}
          onChange={(event) => setRemark(event.target.value)}
        />
      </Space>
    </ScModal>
  );
}
