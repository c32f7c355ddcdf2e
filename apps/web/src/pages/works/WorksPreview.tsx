import type { WorksRecord } from '@scenecast/contracts';
import { Image, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Images in the image viewer (browsing the group's images), a video in a player dialog. */
export function WorksPreview({
  work,
  works,
  onChange,
  onClose,
}: {
  work: WorksRecord | null;
  works: WorksRecord[];
  onChange: (work: WorksRecord) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const images = works.filter((entry) => entry.kind === 'image');
  const current = work?.kind === 'image' ? images.findIndex((entry) => entry.id === work.id) : -1;
  return (
    <>
      <Image.PreviewGroup
        items={images.map((entry) => entry.url)}
        preview={{
          open: current >= 0,
          current: Math.max(0, current),
          onOpenChange: (open) => {
            if (!open) onClose();
          },
          onChange: (index) => {
            const next = images[index];
            if (next) onChange(next);
          },
        }}
      />
      <Modal
        open={work?.kind === 'video'}
        title={work?.name ?? t('works.preview.title')}
        onCancel={onClose}
        footer={null}
        width={820}
        destroyOnHidden
        centered
      >
        {work?.kind === 'video' && (
          // biome-ignore lint/a11y/useMediaCaption: the shop's own footage has no caption track
          <video
            className="works-video"
            src={work.url}
            poster={work.thumbUrl ?? undefined}
            controls
            autoPlay
            data-testid="works-video"
          />
        )}
      </Modal>
    </>
  );
}
