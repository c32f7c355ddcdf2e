import { describe, expect, it } from 'vitest';
import { brandCore, checkLimitedText, checkShopPhones, languageRatio, textCounter, textLimit } from './shop.js';
import { sceneAddPayload, shareCodePayload, shopPayload } from './shop-payloads.js';

describe('the language ratio', () => {
  it('doubles the limits of an all-ASCII text only', () => {
    expect(languageRatio('Photo Studio 1')).toBe(2);
    expect(languageRatio('影楼')).toBe(1);
    expect(languageRatio('Photo 影楼')).toBe(1);
    expect(languageRatio('')).toBe(1);
    expect(textLimit('abc', 40)).toBe(80);
    expect(textLimit('门店', 40)).toBe(40);
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(checkLimitedText('门'.repeat(40), 40, 'shopNameTooLong')).toBeNull();
    expect(checkLimitedText('门'.repeat(41), 40, 'shopNameTooLong')).toEqual({ message: 'shopNameTooLong', n: 40 });
    expect(checkLimitedText('a'.repeat(80), 40, 'shopNameTooLong')).toBeNull();
    expect(checkLimitedText('a'.repeat(81), 40, 'shopNameTooLong')).toEqual({ message: 'shopNameTooLong', n: 80 });
    expect(checkLimitedText('😀'.repeat(40), 40, 'shopNameTooLong')).toBeNull();
  });

  it('measures a brand without the 智慧门店 suffix the dialog appends', () => {
    expect(brandCore('演示影楼智慧门店')).toBe('演示影楼');
    expect(brandCore('智慧门店')).toBe('智慧门店');
    expect(brandCore('演示影楼')).toBe('演示影楼');
  });
});

describe('the counter of a limited text', () => {
  it('counts every character of a suffixed brand against the limit the rule applies', () => {
    expect(textCounter('演示影楼智慧门店', 20, brandCore)).toEqual({ count: 8, max: 24 });
    expect(checkLimitedText(brandCore('演示影楼智慧门店'), 20, 'shopBrandTooLong')).toBeNull();
  });

  it('doubles the limit of an English text, as the rule does', () => {
    expect(textCounter('Demo Studio', 20)).toEqual({ count: 11, max: 40 });
    expect(textCounter('演示影楼 Studio', 20)).toEqual({ count: 11, max: 20 });
  });

  it('goes over its maximum exactly when the rule refuses', () => {
    const brand = `${'影'.repeat(21)}智慧门店`;
    const counter = textCounter(brand, 20, brandCore);
    expect(counter.count).toBeGreaterThan(counter.max);
    expect(checkLimitedText(brandCore(brand), 20, 'shopBrandTooLong')).toEqual({ message: 'shopBrandTooLong', n: 20 });
  });

  it('does not count the spaces the rule trims', () => {
    expect(textCounter('  门店  ', 40).count).toBe(2);
  });
});

describe('shop phones', () => {
  it('accept mobiles, landlines and 400/800 numbers, up to 3 different ones', () => {
    expect(checkShopPhones(['13800000000', '0755-1234567', '4001234567'])).toBeNull();
    expect(checkShopPhones(['8001234567'])).toBeNull();
  });

  it('refuse in the form’s order: empty, format, duplicates, count', () => {
    expect(checkShopPhones([])).toEqual({ message: 'shopPhoneRequired' });
    expect(checkShopPhones(['13800000000', ''])).toEqual({ message: 'shopPhoneRequired' });
    expect(checkShopPhones(['10800000000'])).toEqual({ message: 'shopPhoneInvalid' });
    expect(checkShopPhones(['4001234'])).toEqual({ message: 'shopPhoneInvalid' });
    expect(checkShopPhones(['13800000000', '13800000000'])).toEqual({ message: 'shopPhoneDuplicated' });
    expect(checkShopPhones(['13800000000', '13800000001', '13800000002', '13800000003'])).toEqual({
      message: 'shopPhoneTooMany',
      n: 3,
    });
  });
});

describe('payload schemas', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error?.issues[0]?.message;

  it('give the scene dialog’s messages', () => {
    expect(firstMessage(sceneAddPayload.safeParse({ shopName: 'a', shopBrand: 'b' }))).toBe('请选择门店场景');
    expect(firstMessage(sceneAddPayload.safeParse({ changjingId: 'syd', shopBrand: 'b' }))).toBe('请输入门店名称');
    expect(firstMessage(sceneAddPayload.safeParse({ changjingId: 'syd', shopName: 'a' }))).toBe('请输入品牌简称');
  });

  it('turn the comma-joined phone into a list', () => {
    const parsed = shopPayload.parse({
      name: '店',
      jcName: '牌',
      photo: 'p',
      wxcoe: 'q',
      phone: '13800000000, 010-12345678',
      province: '北京市',
      city: '市辖区',
      address: '路',
    });
    expect(parsed.phone).toEqual(['13800000000', '010-12345678']);
  });

  it('limit the share code to 6 characters', () => {
    expect(firstMessage(shareCodePayload.safeParse({ shareCode: '' }))).toBe('请输入分享码');
    expect(firstMessage(shareCodePayload.safeParse({ shareCode: '1234567' }))).toBe('分享码最多6位');
    expect(shareCodePayload.parse({ shareCode: ' AB12CD ' }).shareCode).toBe('AB12CD');
  });
});
