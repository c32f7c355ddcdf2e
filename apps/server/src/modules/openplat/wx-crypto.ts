import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * WeChat's message encryption for the Open Platform's pushes and replies (its "safe mode"):
 * AES-256-CBC with the key decoded from the 43-character EncodingAESKey, the key's first 16 bytes
 * as IV, and PKCS#7 padding to 32-byte blocks (not AES's 16). The plain text is 16 random bytes,
 * the message length (4 bytes, big-endian), the message, then the app id it was meant for.
 */
export interface WxCryptoConfig {
  token: string;
  encodingAesKey: string;
  appId: string;
}

const PAD_BLOCK = 32;

export class WxCryptoError extends Error {}

function aesKeyOf(encodingAesKey: string): Buffer {
  const key = Buffer.from(`${encodingAesKey}=`, 'base64');
  if (encodingAesKey.length !== 43 || key.length !== 32) throw new WxCryptoError('EncodingAESKey 无效');
  return key;
}

/** The signature WeChat puts beside an encrypted message: sha1 of the four values sorted and joined. */
export function wxSignature(token: string, timestamp: string, nonce: string, encrypted: string): string {
  return createHash('sha1').update([token, timestamp, nonce, encrypted].sort().join('')).digest('hex');
}

function pad(plain: Buffer): Buffer {
  const count = PAD_BLOCK - (plain.length % PAD_BLOCK);
  return Buffer.concat([plain, Buffer.alloc(count, count)]);
}

function unpad(padded: Buffer): Buffer {
  const count = padded[padded.length - 1];
  if (count < 1 || count > PAD_BLOCK || count > padded.length) throw new WxCryptoError('消息解密失败');
  return padded.subarray(0, padded.length - count);
}

/** Encrypts a message for `config.appId`; `random` (16 bytes) is only given by tests. */
export function encryptWxMessage(config: WxCryptoConfig, message: string, random: Buffer = randomBytes(16)): string {
  const key = aesKeyOf(config.encodingAesKey);
  const body = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const plain = pad(Buffer.concat([random, length, body, Buffer.from(config.appId, 'utf8')]));
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

/** Decrypts a message and checks it was meant for `config.appId`. */
export function decryptWxMessage(config: WxCryptoConfig, encrypted: string): string {
  const key = aesKeyOf(config.encodingAesKey);
  const data = Buffer.from(encrypted, 'base64');
  if (data.length === 0 || data.length % 16 !== 0) throw new WxCryptoError('消息解密失败');
  const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false);
  const plain = unpad(Buffer.concat([decipher.update(data), decipher.final()]));
  if (plain.length < 20) throw new WxCryptoError('消息解密失败');
  const length = plain.readUInt32BE(16);
  if (20 + length > plain.length) throw new WxCryptoError('消息解密失败');
  const appId = plain.subarray(20 + length).toString('utf8');
  if (appId !== config.appId) throw new WxCryptoError('消息不属于本应用');
  return plain.subarray(20, 20 + length).toString('utf8');
}

/** Verifies the signature of an encrypted push, then decrypts it. */
export function openWxMessage(
  config: WxCryptoConfig,
  signed: { signature: string; timestamp: string; nonce: string; encrypted: string },
): string {
  const expected = wxSignature(config.token, signed.timestamp, signed.nonce, signed.encrypted);
  if (expected !== signed.signature) throw new WxCryptoError('消息签名校验失败');
  return decryptWxMessage(config, signed.encrypted);
}
