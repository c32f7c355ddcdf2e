import { describe, expect, it } from 'vitest';
import { describeHttpFailure, statusOf } from './httpErrors';

describe('http error catalogue (framework §8)', () => {
  it('401: expired, logout and reload', () => {
    expect(describeHttpFailure(401, undefined, 'zh')).toEqual({
      kind: 'expired',
      text: '很抱歉，登录已过期，请重新登录',
    });
  });

  it('403 of a frozen tenant: its own message, in the user’s language', () => {
    expect(describeHttpFailure(403, '该租户已冻结，无法访问', 'zh')).toEqual({
      kind: 'notify',
      text: '该租户已冻结，无法访问',
    });
    expect(describeHttpFailure(403, '该租户已冻结，无法访问', 'en')).toEqual({
      kind: 'notify',
      text: 'This tenant is frozen and cannot be used',
    });
  });

  it('403: 拒绝访问', () => {
    expect(describeHttpFailure(403, 'x', 'zh')).toEqual({ kind: 'notify', text: '拒绝访问' });
  });

  it('404: 很抱歉，资源未找到!', () => {
    expect(describeHttpFailure(404, undefined, 'zh')).toEqual({ kind: 'notify', text: '很抱歉，资源未找到!' });
  });

  it('504 and timeouts: 网络超时', () => {
    expect(describeHttpFailure(504, undefined, 'zh')).toEqual({ kind: 'notify', text: '网络超时' });
    expect(describeHttpFailure(statusOf(undefined, 'ECONNABORTED'), undefined, 'zh')).toEqual({
      kind: 'notify',
      text: '网络超时',
    });
  });

  it('500 with a token-expired message: the 登录已过期 dialog', () => {
    const failure = describeHttpFailure(500, 'Token失效，请重新登录', 'zh');
    expect(failure).toEqual({
      kind: 'tokenExpiredDialog',
      title: '登录已过期',
      text: '很抱歉，登录已过期，请重新登录',
    });
  });

  it('other statuses show the server message', () => {
    expect(describeHttpFailure(429, '请求过于频繁，请稍后再试', 'zh')).toEqual({
      kind: 'notify',
      text: '请求过于频繁，请稍后再试',
    });
    expect(describeHttpFailure(500, '数据库不可用', 'zh')).toEqual({ kind: 'notify', text: '数据库不可用' });
  });

  it('a busy server (503) asks to retry, in the user’s language', () => {
    expect(describeHttpFailure(503, '服务器繁忙，请稍后重试', 'zh')).toEqual({
      kind: 'notify',
      text: '服务器繁忙，请稍后重试',
    });
    expect(describeHttpFailure(503, '服务器繁忙，请稍后重试', 'en')).toEqual({
      kind: 'notify',
      text: 'The server is busy, please retry in a moment',
    });
  });

  it('speaks English when the user does', () => {
    expect(describeHttpFailure(403, undefined, 'en')).toEqual({ kind: 'notify', text: 'Access denied' });
  });
});
