import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { IMAGE_MAX_BYTES, msg } from '@scenecast/contracts';
import { Image, Upload, type UploadFile } from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { compressImage } from './compressImage';
import { ImageCropper } from './ImageCropper';
import { checkCropperFiles, checkImageFile, hasImageBytes } from './imageChecks';
import { staticUrl } from './staticUrl';
import { uploadFile } from './uploadFile';
import type { UploadBiz } from './uploadForm';
import { completedPaths, itemsOfPaths, uploadFailedText, uploadListReducer } from './uploadList';
import { useUploadFailure } from './useUploadFailure';
import './upload.css';

export interface ImageUploadProps {
  /** Stored paths (a form field's value). */
  value?: string[];
  /** Called with the path list, only once every item is done. */
  onChange?: (paths: string[]) => void;
  biz?: UploadBiz;
  /** Number limit: 0 unlimited, else the last N are kept. */
  limit?: number;
  /** Open the 3:4 cropper before uploading (one image at a time). */
  crop?: boolean;
  maxBytes?: number;
  label?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

let uidSeed = 0;

/**
 * The image upload widget (framework §4, §7): checks, browser compression, progress, the states
 * uploading / done / error, remove, a number limit, and the path list emitted when all are done.
 */
export function ImageUpload({
  value,
  onChange,
  biz = 'temp',
  limit = 0,
  crop = false,
  maxBytes = IMAGE_MAX_BYTES,
  label,
  disabled,
  'data-testid': testId,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const reportFailure = useUploadFailure();
  const [items, dispatch] = useReducer(uploadListReducer, value ?? [], itemsOfPaths);
  const [cropping, setCropping] = useState<File | null>(null);
  const [previewPath, setPreviewPath] = useState<string | null>(null);
  const emitted = useRef<string[]>(value ?? []);

  useEffect(() => {
    const next = value ?? [];
    if (!sameList(next, emitted.current)) {
      emitted.current = next;
      dispatch({ type: 'reset', paths: next });
    }
  }, [value]);

  useEffect(() => {
    const paths = completedPaths(items);
    if (paths && !sameList(paths, emitted.current)) {
      emitted.current = paths;
      onChange?.(paths);
    }
  }, [items, onChange]);

  const start = async (original: File) => {
    uidSeed += 1;
    const uid = `upload-${Date.now()}-${uidSeed}`;
    dispatch({ type: 'add', uid, name: original.name, limit });
    try {
      const file = await compressImage(original);
      if (file.size > maxBytes) {
        const text = msg('imageTooLarge', currentLang(), Math.round(maxBytes / 1024 / 1024));
        message.error(text);
        dispatch({ type: 'error', uid, message: text });
        return;
      }
      const path = await uploadFile(file, biz, {
        onProgress: (percent) => dispatch({ type: 'progress', uid, percent }),
      });
      dispatch({ type: 'done', uid, path });
    } catch (error) {
      const reason = reportFailure(error, 'image');
      message.error(uploadFailedText(original.name, t('upload.failed')));
      dispatch({ type: 'error', uid, message: reason });
    }
  };

  /**
   * The picked file must be an image by its bytes. For the cropper the original's size is checked
   * (the 300×400 crop is always small, so a check after it would let any size through).
   */
  const accept = async (file: File) => {
    const failure = checkImageFile({ type: file.type, size: crop ? file.size : 0 }, maxBytes);
    if (failure) {
      message.error(msg(failure.message, currentLang(), failure.n));
      return;
    }
    if (!(await hasImageBytes(file))) {
      message.error(crop ? t('upload.cropImageOnly') : msg('uploadImageOnly', currentLang()));
      return;
    }
    if (crop) setCropping(file);
    else void start(file);
  };

  const beforeUpload = (file: File, fileList: File[]) => {
    if (crop) {
      const refusal = checkCropperFiles(fileList);
      if (refusal) {
        if (file === fileList[0]) message.error(t(`upload.${refusal}`));
        return Upload.LIST_IGNORE;
      }
    }
    void accept(file);
    return Upload.LIST_IGNORE;
  };

  const fileList: UploadFile[] = items.map((item) => ({
    uid: item.uid,
    name: item.name,
    status: item.status,
    percent: item.percent,
    url: staticUrl(item.path),
    response: item.message,
    error: item.message ? new Error(item.message) : undefined,
  }));
  const uploading = items.some((item) => item.status === 'uploading');
  const full = limit > 0 && items.length >= limit;

  return (
    <div className="sc-image-upload" data-testid={testId}>
      <Upload
        accept="image/*"
        listType="picture-card"
        multiple={!crop && limit !== 1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        onRemove={(file) => {
          dispatch({ type: 'remove', uid: file.uid });
          return false;
        }}
        onPreview={(file) => {
          const item = items.find((entry) => entry.uid === file.uid);
          if (item?.path) setPreviewPath(item.path);
        }}
      >
        {full ? null : (
          <button type="button" className="sc-upload-trigger" disabled={disabled}>
            {uploading ? <LoadingOutlined /> : <PlusOutlined />}
            <div className="sc-upload-trigger-text">{label ?? t('upload.choose')}</div>
          </button>
        )}
      </Upload>
      {previewPath && (
        <Image
          src={staticUrl(previewPath)}
          style={{ display: 'none' }}
          preview={{ open: true, onOpenChange: (open) => !open && setPreviewPath(null) }}
        />
      )}
      <ImageCropper
        file={cropping}
        onCancel={() => setCropping(null)}
        onConfirm={(cropped) => {
          setCropping(null);
          void start(cropped);
        }}
      />
    </div>
  );
}
