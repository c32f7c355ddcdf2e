import type { Lang } from '@scenecast/contracts';
import { checkShopPhones, isShopPhone, msg, SHOP_PHONE_MAX } from '@scenecast/contracts';

/** The phone list of the shop form: at least one entry is kept, at most 3 (business §5). */
export function canAddPhone(phones: readonly string[]): boolean {
  return phones.length < SHOP_PHONE_MAX;
}

export function canRemovePhone(phones: readonly string[]): boolean {
  return phones.length > 1;
}

export function addPhone(phones: readonly string[]): string[] {
  return canAddPhone(phones) ? [...phones, ''] : [...phones];
}

export function removePhone(phones: readonly string[], index: number): string[] {
  return canRemovePhone(phones) ? phones.filter((_, at) => at !== index) : [...phones];
}

/** The trimmed entries as the form submits them. */
export function cleanPhones(phones: readonly (string | undefined)[]): string[] {
  return phones.map((phone) => (phone ?? '').trim());
}

/** The shared rules' verdict in the user's language: the message, and whether it is a warning. */
export function phoneListProblem(
  phones: readonly (string | undefined)[],
  lang: Lang,
): { text: string; warning: boolean } | null {
  const failure = checkShopPhones(cleanPhones(phones));
  if (!failure) return null;
  return { text: msg(failure.message, lang, failure.n), warning: failure.message === 'shopPhoneDuplicated' };
}

/** The stored comma-joined text (or list) as the form's entries, at least one. */
export function phonesOfShop(phoneList: readonly string[] | undefined, phone: string | undefined): string[] {
  const list = phoneList?.length ? [...phoneList] : (phone ?? '').split(',').filter(Boolean);
  return list.length > 0 ? list.slice(0, SHOP_PHONE_MAX) : [''];
}

/**
 * The verdict on one entry, for its own field: required, format, then a repeat of an earlier entry
 * (so fixing the later one clears the warning). The same rules as checkShopPhones, entry by entry.
 */
export function phoneEntryProblem(
  phones: readonly (string | undefined)[],
  index: number,
  lang: Lang,
): { text: string; warning: boolean } | null {
  const entries = cleanPhones(phones);
  const phone = entries[index] ?? '';
  if (phone === '') return { text: msg('shopPhoneRequired', lang), warning: false };
  if (!isShopPhone(phone)) return { text: msg('shopPhoneInvalid', lang), warning: false };
  if (entries.indexOf(phone) < index) return { text: msg('shopPhoneDuplicated', lang), warning: true };
  return null;
}
