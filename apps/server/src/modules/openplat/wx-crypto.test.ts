import { describe, expect, it } from 'vitest';
import { decryptWxMessage, encryptWxMessage, openWxMessage, WxCryptoError, wxSignature } from './wx-crypto.js';

// WeChat's published sample values (its message-encryption sample code and their tests).
const SAMPLE = {
  token: 'pamtest',
  encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  appId: 'wxb11529c136998cb6',
};
const SAMPLE_RANDOM = Buffer.from('aaaabbbbccccdddd');
const SAMPLE_MESSAGE = '我是中文abcd123';
const SAMPLE_ENCRYPTED = 'jn1L23DB+6ELqJ+6bruv21Y6MD7KeIfP82D6gU39rmkgczbWwt5+3bnyg5K55bgVtVzd832WzZGMhkP72vVOfg==';

const PUSH = {
  config: { token: 'spamtest', encodingAesKey: SAMPLE.encodingAesKey, appId: 'wx2c2769f8efd9abc2' },
  timestamp: '1409735669',
  nonce: '1320562132',
  signature: '5d197aaffba7e9b25a30732f161a50dee96bd5fa',
  encrypted:
    'hyzAe4OzmOMbd6TvGdIOO6uBmdJoD0Fk53REIHvxYtJlE2B655HuD0m8KUePWB3+LrPXo87wzQ1QLvbeUgmBM4x6F8PGHQHFVAFmOD2LdJF9FrXpbUAh0B5GIItb52sn896wVsMSHGuPE328HnRGBcrS7C41IzDWyWNlZkyyXwon8T332jisa+h6tEDYsVticbSnyU8dKOIbgU6ux5VTjg3yt+WGzjlpKn6NPhRjpA912xMezR4kw6KWwMrCVKSVCZciVGCgavjIQ6X8tCOp3yZbGpy0VxpAe+77TszTfRd5RJSVO/HTnifJpXgCSUdUue1v6h0EIBYYI1BD1DlD+C0CR8e6OewpusjZ4uBl9FyJvnhvQl+q5rv1ixrcpCumEPo5MJSgM9ehVsNPfUM669WuMyVWQLCzpu9GhglF2PE=',
};

describe('WeChat message encryption', () => {
  it('encrypts the sample message to the published cipher text', () => {
    expect(encryptWxMessage(SAMPLE, SAMPLE_MESSAGE, SAMPLE_RANDOM)).toBe(SAMPLE_ENCRYPTED);
  });

  it('decrypts the published cipher text back to the sample message', () => {
    expect(decryptWxMessage(SAMPLE, SAMPLE_ENCRYPTED)).toBe(SAMPLE_MESSAGE);
  });

  it('verifies and opens the published sample push', () => {
    expect(wxSignature(PUSH.config.token, PUSH.timestamp, PUSH.nonce, PUSH.encrypted)).toBe(PUSH.signature);
    const xml = openWxMessage(PUSH.config, PUSH);
    expect(xml).toContain('<Content><![CDATA[abcdteT]]></Content>');
  });

  it('refuses a push whose signature does not match', () => {
    expect(() => openWxMessage(PUSH.config, { ...PUSH, nonce: '1320562133' })).toThrow('消息签名校验失败');
  });

  it('refuses a message meant for another app', () => {
    expect(() => decryptWxMessage({ ...SAMPLE, appId: 'wx0000000000000000' }, SAMPLE_ENCRYPTED)).toThrow(
      '消息不属于本应用',
    );
  });

  it('refuses damaged cipher text and a malformed key', () => {
    expect(() => decryptWxMessage(SAMPLE, 'abc')).toThrow(WxCryptoError);
    expect(() => encryptWxMessage({ ...SAMPLE, encodingAesKey: 'short' }, 'x')).toThrow('EncodingAESKey 无效');
  });

  it('round-trips any message with a fresh random prefix', () => {
    const sealed = encryptWxMessage(SAMPLE, '<xml><a>门店</a></xml>');
    expect(sealed).not.toBe(encryptWxMessage(SAMPLE, '<xml><a>门店</a></xml>'));
    expect(decryptWxMessage(SAMPLE, sealed)).toBe('<xml><a>门店</a></xml>');
  });
});
