import type { ScreenMode } from '@scenecast/contracts';
import { Form, Radio, Slider, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceView, updateDeviceSettings } from './api';
import { DeviceFormModal } from './DeviceFormModal';

interface DeviceSettingsModalProps {
  device: DeviceView | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}

interface SettingsForm {
  mode: ScreenMode;
  showName: boolean;
  volume: number;
  brightness: number;
  scheduled: boolean;
  times?: [Dayjs, Dayjs] | null;
}

const TIME_FORMAT = 'HH:mm';

/** Display mode, show name, volume, brightness and the on/off schedule of one screen. */
export function DeviceSettingsModal({ device, onClose, onSaved }: DeviceSettingsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsForm>();
  const scheduled = Form.useWatch('scheduled', form);

  useEffect(() => {
    if (!device) return;
    const { settings } = device;
    const hasTimes = Boolean(settings.onTime && settings.offTime);
    form.setFieldsValue({
      mode: settings.mode ?? 'works',
      showName: settings.showName,
      volume: settings.volume,
      brightness: settings.brightness,
      scheduled: hasTimes,
      times: hasTimes ? [dayjs(settings.onTime ?? '', TIME_FORMAT), dayjs(settings.offTime ?? '', TIME_FORMAT)] : null,
    });
  }, [device, form]);

  const submit = async (values: SettingsForm, target: DeviceView) => {
    const times = values.scheduled && values.times ? values.times : null;
    await updateDeviceSettings(target.id, {
      mode: values.mode,
      showName: values.showName,
      volume: values.volume,
      brightness: values.brightness,
      onTime: times ? times[0].format(TIME_FORMAT) : null,
      offTime: times ? times[1].format(TIME_FORMAT) : null,
    });
    return t('device.done.settings');
  };

  return (
    <DeviceFormModal
      target={device}
      form={form}
      title={device ? `${t('device.settings.title')} · ${device.name}` : t('device.settings.title')}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="mode" label={t('device.settings.mode')}>
        <Radio.Group>
          <Radio value="works">{t('device.settings.modeWorks')}</Radio>
          <Radio value="albums">{t('device.settings.modeAlbums')}</Radio>
        </Radio.Group>
      </Form.Item>
      <SwitchItem name="showName" label={t('device.settings.showName')} hint={t('device.settings.showNameHint')} />
      <Form.Item name="volume" label={t('device.settings.volume')}>
        <Slider min={0} max={100} marks={{ 0: '0', 50: '50', 100: '100' }} />
      </Form.Item>
      <Form.Item name="brightness" label={t('device.settings.brightness')}>
        <Slider min={10} max={100} marks={{ 10: '10', 55: '55', 100: '100' }} />
      </Form.Item>
      <SwitchItem name="scheduled" label={t('device.settings.schedule')} hint={t('device.settings.scheduleHint')} />
      {scheduled && (
        <Form.Item
          name="times"
          label={`${t('device.settings.onTime')} ~ ${t('device.settings.offTime')}`}
          rules={[{ required: true, message: t('device.settings.timesRequired') }]}
        >
          <TimePicker.RangePicker
            format={TIME_FORMAT}
            order={false}
            placeholder={[t('device.settings.onTime'), t('device.settings.offTime')]}
          />
        </Form.Item>
      )}
    </DeviceFormModal>
  );
}

/** An on/off setting with its hint below. */
function SwitchItem({ name, label, hint }: { name: keyof SettingsForm; label: string; hint: string }) {
  return (
    <Form.Item name={name} label={label} extra={hint} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}
