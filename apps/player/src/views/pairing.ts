import { el } from '../dom.js';

export const TAGLINE = '专注大屏场景化智能应用系统';

/** The waiting screen: the activation code, large, with how to use it. */
export function pairingView(code: string | null): HTMLElement {
  const digits = (code ?? '····').split('').map((digit) => el('span', { className: 'digit' }, [digit]));
  return el('section', { className: 'view pairing' }, [
    el('h1', { className: 'brand' }, ['SceneCast']),
    el('p', { className: 'tagline' }, [TAGLINE]),
    el('div', { className: 'code', id: 'activation-code', title: '激活码' }, digits),
    el('ol', { className: 'howto' }, [
      el('li', {}, ['登录 SceneCast 控制台，进入门店的设备管理']),
      el('li', {}, ['点击「添加设备」，输入屏幕上的 4 位激活码']),
      el('li', {}, ['填写设备名称与位置，确认后本屏自动开始播放']),
    ]),
    el('p', { className: 'hint' }, ['激活码 10 分钟内有效，过期自动更新']),
  ]);
}
