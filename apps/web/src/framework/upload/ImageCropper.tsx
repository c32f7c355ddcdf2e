import { RotateLeftOutlined, RotateRightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Image, Modal, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../useFeedback';
import { CROP_ASPECT, cropToBlob } from './cropImage';

const ZOOM_STEP = 0.1;
const ZOOM_MIN = 1;
const ZOOM_MAX = 5;
const ROTATE_STEP = 90;

interface ImageCropperProps {
  /** The picked image; null closes the cropper. */
  file: File | null;
  onCancel: () => void;
  onConfirm: (cropped: File) => void;
}

/** The image cropper dialog (business §2): zoom in/out, rotate left/right, preview, confirm. */
export function ImageCropper({ file, onCancel, onConfirm }: ImageCropperProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSource(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setPreview(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** The crop, or null when there is none yet; a source the browser cannot decode closes the cropper. */
  const cropped = async (): Promise<Blob | null> => {
    if (!source || !area) return null;
    try {
      return await cropToBlob(source, area, rotation);
    } catch {
      message.error(t('upload.cropImageOnly'));
      onCancel();
      return null;
    }
  };

  const showPreview = async () => {
    const blob = await cropped();
    if (blob) setPreview(URL.createObjectURL(blob));
  };

  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const blob = await cropped();
      if (!blob) return;
      const name = `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
      onConfirm(new File([blob], name, { type: blob.type }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={file !== null}
      title={t('upload.cropTitle')}
      width={720}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <div className="sc-cropper-footer">
          <Space>
            <Tooltip title={t('upload.zoomIn')}>
              <Button
                icon={<ZoomInOutlined />}
                aria-label={t('upload.zoomIn')}
                onClick={() => setZoom((value) => Math.min(ZOOM_MAX, value + ZOOM_STEP))}
              />
            </Tooltip>
            <Tooltip title={t('upload.zoomOut')}>
              <Button
                icon={<ZoomOutOutlined />}
                aria-label={t('upload.zoomOut')}
                onClick={() => setZoom((value) => Math.max(ZOOM_MIN, value - ZOOM_STEP))}
              />
            </Tooltip>
            <Tooltip title={t('upload.rotateLeft')}>
              <Button
                icon={<RotateLeftOutlined />}
                aria-label={t('upload.rotateLeft')}
                onClick={() => setRotation((value) => value - ROTATE_STEP)}
              />
            </Tooltip>
            <Tooltip title={t('upload.rotateRight')}>
              <Button
                icon={<RotateRightOutlined />}
                aria-label={t('upload.rotateRight')}
                onClick={() => setRotation((value) => value + ROTATE_STEP)}
              />
            </Tooltip>
          </Space>
          <Space>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button onClick={showPreview}>{t('upload.preview')}</Button>
            <Button type="primary" loading={busy} onClick={confirm} data-testid="cropper-confirm">
              {t('upload.confirmCrop')}
            </Button>
          </Space>
        </div>
      }
      data-testid="image-cropper"
    >
      <div className="sc-cropper-stage">
        {source && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={CROP_ASPECT}
            minZoom={ZOOM_MIN}
            maxZoom={ZOOM_MAX}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        )}
      </div>
      <div className="sc-cropper-hint">{t('upload.cropHint')}</div>
      {preview && (
        <Image
          src={preview}
          style={{ display: 'none' }}
          preview={{
            open: true,
            onOpenChange: (open) => {
              if (!open) {
                URL.revokeObjectURL(preview);
                setPreview(null);
              }
            },
          }}
        />
      )}
    </Modal>
  );
}
