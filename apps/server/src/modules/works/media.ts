import { spawn, spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { formatFileSize, msg, type WorksKind } from '@scenecast/contracts';
import type { Metadata } from 'sharp';
import { BusinessError, HttpError } from '../../platform/http/errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { SNIFF_BYTES, type SniffedType, sniffType } from '../../platform/storage/sniff.js';
import { newStorageKey } from '../files/service.js';

const MB = 1024 * 1024;
/** Images are decoded whole for their thumbnail: keep them far below the video limit. */
export const WORKS_IMAGE_MAX_BYTES = 50 * MB;
const THUMB_EDGE = 480;
export const WORKS_FOLDER = 'works';

const badUpload = (message: string) => new HttpError(400, message);

/** The image library loads on the first upload, not with every start of the server. */
const loadSharp = async () => (await import('sharp')).default;

export class QuotaExceededError extends BusinessError {}

export function quotaExceeded(quotaBytes: number): QuotaExceededError {
  return new QuotaExceededError(msg('worksQuotaExceeded', 'zh', formatFileSize(quotaBytes)));
}

export interface ReceiveLimits {
  /** Which kinds the call takes; the first refused kind decides the message. */
  kinds: readonly WorksKind[];
  /** The most a video may weigh (images: WORKS_IMAGE_MAX_BYTES). */
  maxBytes: number;
  /** What is left of the tenant's quota; more bytes than this abort the upload. */
  remainingBytes: number;
  quotaBytes: number;
}

export interface ReceivedFile {
  key: string;
  type: SniffedType & { kind: WorksKind };
  size: number;
}

function kindMessage(kinds: readonly WorksKind[]): string {
  if (kinds.length === 1 && kinds[0] === 'image') return msg('uploadImageOnly');
  if (kinds.length === 1 && kinds[0] === 'video') return msg('worksVideoOnly');
  return msg('uploadTypeNotAllowed');
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Streams an upload straight into storage: the type is sniffed from the first bytes before
 * anything is stored, then every chunk is counted against the size limit and the quota. A file that
 * breaks either is aborted mid-stream and the store removes its partial object. Nothing is held in
 * memory beyond the chunks in flight.
 */
export async function receiveToStorage(
  storage: FileStorage,
  body: Readable,
  limits: ReceiveLimits,
): Promise<ReceivedFile> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const pulled: Buffer[] = [];
  let size = 0;
  try {
    while (size < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) break;
      pulled.push(next.value);
      size += next.value.length;
    }
  } catch (error) {
    body.resume();
    if (isFileTooLarge(error)) throw badUpload(msg('fileTooLarge', 'zh', Math.round(limits.maxBytes / MB)));
    throw error;
  }
  if (size === 0) throw badUpload(msg('uploadFileMissing'));
  const sniffed = sniffType(Buffer.concat(pulled).subarray(0, SNIFF_BYTES));
  if (!sniffed || !(limits.kinds as readonly string[]).includes(sniffed.kind)) {
    body.resume();
    throw badUpload(kindMessage(limits.kinds));
  }
  const type = sniffed as ReceivedFile['type'];
  const maxBytes = type.kind === 'image' ? Math.min(WORKS_IMAGE_MAX_BYTES, limits.maxBytes) : limits.maxBytes;
  const tooLarge = () => badUpload(msg('fileTooLarge', 'zh', Math.round(maxBytes / MB)));
  let refusal: Error | null = null;
  const check = () => {
    if (size > maxBytes) refusal = tooLarge();
    else if (size > limits.remainingBytes) refusal = quotaExceeded(limits.quotaBytes);
    if (refusal) throw refusal;
  };
  async function* counted(): AsyncGenerator<Buffer> {
    check();
    yield* pulled;
    pulled.length = 0;
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        refusal = isFileTooLarge(error) ? tooLarge() : (error as Error);
        throw refusal;
      }
      if (next.done) return;
      size += next.value.length;
      check();
      yield next.value;
    }
  }
  const key = newStorageKey(WORKS_FOLDER, type.extension);
  try {
    await storage.put(key, Readable.from(counted(), { objectMode: false }), { contentType: type.contentType });
  } catch (error) {
    body.resume();
    await storage.delete(key).catch(() => undefined);
    throw refusal ?? error;
  }
  return { key, type, size };
}

export interface MediaFacts {
  thumbKey: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
}

/**
 * Images: their upright dimensions and a WebP thumbnail (sharp, reading the stored file as a
 * stream). An image sharp cannot decode is refused. Videos: duration and a poster frame when
 * ffprobe / ffmpeg are on the PATH, else nothing (no error).
 */
export async function describeMedia(storage: FileStorage, file: ReceivedFile): Promise<MediaFacts> {
  if (file.type.kind === 'image') return describeImage(storage, file.key);
  return describeVideo(storage, file.key);
}

async function describeImage(storage: FileStorage, key: string): Promise<MediaFacts> {
  const body = await storage.read(key);
  if (!body) throw badUpload(msg('uploadImageOnly'));
  const sharp = await loadSharp();
  const source = sharp({ failOn: 'error', limitInputPixels: 100_000_000 });
  const metadata = source.clone().metadata();
  const thumbnail = source
    .clone()
    .rotate()
    .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  body.pipe(source);
  let facts: [Metadata, Buffer];
  try {
    facts = await Promise.all([metadata, thumbnail]);
  } catch {
    body.destroy();
    throw badUpload(msg('uploadImageOnly'));
  }
  const [meta, thumb] = facts;
  const thumbKey = newStorageKey(WORKS_FOLDER, 'webp');
  await storage.put(thumbKey, Readable.from([thumb]), { contentType: 'image/webp', size: thumb.length });
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { thumbKey, width: upright.width ?? null, height: upright.height ?? null, duration: null };
}

let toolCache: { ffprobe: boolean; ffmpeg: boolean } | null = null;

/** Whether ffprobe / ffmpeg run here; looked up once per process. */
export function mediaTools(): { ffprobe: boolean; ffmpeg: boolean } {
  if (!toolCache) {
    const runs = (name: string) => spawnSync(name, ['-version'], { stdio: 'ignore' }).status === 0;
    toolCache = { ffprobe: runs('ffprobe'), ffmpeg: runs('ffmpeg') };
  }
  return toolCache;
}

/** Runs a tool with the stored file on its stdin; answers its stdout, or null on any failure. */
async function runWithInput(storage: FileStorage, key: string, tool: string, args: string[]): Promise<Buffer | null> {
  const body = await storage.read(key);
  if (!body) return null;
  return new Promise((resolve) => {
    const child = spawn(tool, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stdin.on('error', () => undefined);
    body.on('error', () => child.kill());
    body.pipe(child.stdin);
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      clearTimeout(timer);
      body.destroy();
      resolve(code === 0 ? Buffer.concat(out) : null);
    });
  });
}

async function describeVideo(storage: FileStorage, key: string): Promise<MediaFacts> {
  const facts: MediaFacts = { thumbKey: null, width: null, height: null, duration: null };
  const tools = mediaTools();
  if (tools.ffprobe) {
    const probe = await runWithInput(storage, key, 'ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_entries',
      'format=duration:stream=width,height,codec_type',
      'pipe:0',
    ]);
    if (probe) {
      try {
        const parsed = JSON.parse(probe.toString()) as {
          format?: { duration?: string };
          streams?: { codec_type?: string; width?: number; height?: number }[];
        };
        const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
        const duration = Number(parsed.format?.duration);
        facts.duration = Number.isFinite(duration) ? duration : null;
        facts.width = video?.width ?? null;
        facts.height = video?.height ?? null;
      } catch {
        // An unreadable probe leaves the facts empty.
      }
    }
  }
  if (tools.ffmpeg) {
    const frame = await runWithInput(storage, key, 'ffmpeg', [
      '-v',
      'error',
      '-i',
      'pipe:0',
      '-frames:v',
      '1',
      '-vf',
      `scale=${THUMB_EDGE}:-2`,
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      'pipe:1',
    ]);
    if (frame && frame.length > 0) {
      try {
        const poster = await (await loadSharp())(frame).webp({ quality: 75 }).toBuffer();
        facts.thumbKey = newStorageKey(WORKS_FOLDER, 'webp');
        await storage.put(facts.thumbKey, Readable.from([poster]), { contentType: 'image/webp', size: poster.length });
      } catch {
        facts.thumbKey = null;
      }
    }
  }
  return facts;
}
