import { describe, expect, it } from 'vitest';
import { isAnnouncementPush, toLiveNotice } from './notices';

const NOW = 1_760_000_000_000;

describe('device event → notice', () => {
  it('turns an online event into a success notice naming the device', () => {
    const notice = toLiveNotice({ cmd: 'device', msgId: 'd1', msgTxt: '设备「前台大屏」已上线', event: 'online' }, NOW);
    expect(notice).toMatchObject({
      topic: 'device',
      businessId: 'd1',
      event: 'online',
      subject: '前台大屏',
      text: '设备「前台大屏」已上线',
      level: 'success',
      time: NOW,
      read: false,
    });
  });

  it('marks an offline event as a warning', () => {
    const notice = toLiveNotice(
      { cmd: 'device', msgId: 'd1', msgTxt: '设备「前台大屏」已离线', event: 'offline' },
      NOW,
    );
    expect(notice?.level).toBe('warning');
    expect(notice?.event).toBe('offline');
  });

  it('marks an offline alert and a refused pairing as warnings', () => {
    const alert = toLiveNotice(
      { cmd: 'device', msgId: 'd1', msgTxt: '设备「前台大屏」离线超过10分钟', event: 'offlineAlert' },
      NOW,
    );
    expect(alert).toMatchObject({ level: 'warning', subject: '前台大屏' });
    const refused = toLiveNotice(
      { cmd: 'device', msgId: 'd3', msgTxt: '设备「橱窗屏」拒绝了绑定', event: 'refuse' },
      NOW,
    );
    expect(refused?.level).toBe('warning');
  });

  it('marks an activation as a success', () => {
    const notice = toLiveNotice({ cmd: 'device', msgId: 'd2', msgTxt: '设备「橱窗屏」已激活', event: 'activate' }, NOW);
    expect(notice).toMatchObject({ level: 'success', subject: '橱窗屏', businessId: 'd2' });
  });

  it('keeps other topics as plain information', () => {
    const notice = toLiveNotice({ cmd: 'shop', msgId: 'a1', msgTxt: '系统维护通知' }, NOW);
    expect(notice).toMatchObject({ topic: 'shop', event: null, subject: null, level: 'info' });
  });

  it('ignores heartbeat answers and messages without text', () => {
    expect(toLiveNotice({ cmd: 'heartcheck', msgTxt: 'HeartBeat' }, NOW)).toBeNull();
    expect(toLiveNotice({ cmd: 'device', msgId: 'd1' }, NOW)).toBeNull();
  });
});

describe('announcement pushes', () => {
  it('are not kept as live notices: the bell reloads its lists instead', () => {
    const push = { cmd: 'user', msgId: 'a1', msgTxt: '店员培训' };
    expect(isAnnouncementPush(push)).toBe(true);
    expect(toLiveNotice(push, NOW)).toBeNull();
    expect(toLiveNotice({ cmd: 'topic', msgId: 'a2', msgTxt: '全员通知' }, NOW)).toBeNull();
    expect(isAnnouncementPush({ cmd: 'device', msgTxt: '设备「前台大屏」已上线' })).toBe(false);
  });
});
