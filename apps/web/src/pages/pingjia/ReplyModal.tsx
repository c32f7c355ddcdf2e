import { msg, PINGJIA_REPLY_MAX, type PingjiaRecord } from '@scenecast/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { replyReview } from './api';
import './pingjiaLocale';

/** The shop's reply to a review; saving it empty removes the reply. */
export function ReplyModal({ review, onClose, onSaved }: { review: PingjiaRecord; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reply: string }>();
  const { saving, runSave } = useSaveTask();
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      await replyReview(review.id, (values.reply ?? '').trim());
      onSaved();
    });
  };
  return (
    <RecordFormModal<{ reply: string }>
      title={t('pingjia.replyTitle')}
      width={520}
      form={form}
      name="pingjiaReply"
      saving={saving}
      onSave={save}
      onClose={onClose}
      initialValues={{ reply: review.reply ?? '' }}
    >
      <Form.Item
        name="reply"
        label={t('pingjia.reply')}
        rules={[{ max: PINGJIA_REPLY_MAX, message: msg('pingjiaReplyTooLong', currentLang(), PINGJIA_REPLY_MAX) }]}
      >
        <Input.TextArea rows={4} maxLength={PINGJIA_REPLY_MAX} showCount placeholder={t('pingjia.replyPlaceholder')} />
      </Form.Item>
    </RecordFormModal>
  );
}
