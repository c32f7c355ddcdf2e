import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProofOfPlayReport } from './ProofOfPlayReport';

/** The shop's proof-of-play report over all its screens. */
export function ProofOfPlayModal({
  shopId,
  shopName,
  onClose,
}: {
  shopId: string;
  shopName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={`${t('screenOps.plays.title')} · ${shopName}`}
      width={860}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="proof-of-play-modal"
    >
      <ProofOfPlayReport shopId={shopId} />
    </Modal>
  );
}
