import { randomInt } from 'node:crypto';
import { encodeRgbPng } from '../images/png.js';
import { GLYPHS, type Point } from './captcha-glyphs.js';

/** Characters that cannot be mistaken for each other (no 0/O, 1/I/l). */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const CAPTCHA_WIDTH = 105;
export const CAPTCHA_HEIGHT = 35;

export function newCaptchaCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

type Rgb = readonly [number, number, number];
type Segment = readonly [Point, Point];
/** Where a canvas pixel takes its ink from, at most `reach` pixels away: bends what is painted. */
interface Warp {
  reach: number;
  source(x: number, y: number): Point;
}

const uniform = (min: number, max: number) => min + Math.random() * (max - min);
const straight: Warp = { reach: 0, source: (x, y) => [x, y] };

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const amount = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

function distanceToSegment(x: number, y: number, [[ax, ay], [bx, by]]: Segment): number {
  const [dx, dy] = [bx - ax, by - ay];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSquared));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

/** The box around a segment within which a stroke of it may cover a pixel. */
function reachOf(segment: Segment, margin: number) {
  const [[ax, ay], [bx, by]] = segment;
  return {
    segment,
    left: Math.min(ax, bx) - margin,
    right: Math.max(ax, bx) + margin,
    top: Math.min(ay, by) - margin,
    bottom: Math.max(ay, by) + margin,
  };
}

/** An RGB image being painted with anti-aliased strokes. */
export class Canvas {
  readonly rgb: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: (x: number, y: number) => Rgb,
  ) {
    this.rgb = new Float32Array(width * height * 3);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) this.rgb.set(background(x, y), (y * width + x) * 3);
    }
  }

  /** Paints segments `halfWidth` thick on either side, bent through `warp`. */
  stroke(segments: readonly Segment[], halfWidth: number, colour: Rgb, opacity = 1, warp = straight): void {
    const reaches = segments.map((segment) => reachOf(segment, halfWidth + 1));
    const left = Math.max(0, Math.floor(Math.min(...reaches.map((r) => r.left)) - warp.reach));
    const right = Math.min(this.width, Math.ceil(Math.max(...reaches.map((r) => r.right)) + warp.reach));
    const top = Math.max(0, Math.floor(Math.min(...reaches.map((r) => r.top)) - warp.reach));
    const bottom = Math.min(this.height, Math.ceil(Math.max(...reaches.map((r) => r.bottom)) + warp.reach));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        const [sx, sy] = warp.source(x + 0.5, y + 0.5);
        let distance = Number.POSITIVE_INFINITY;
        for (const r of reaches) {
          if (sx < r.left || sx > r.right || sy < r.top || sy > r.bottom) continue;
          distance = Math.min(distance, distanceToSegment(sx, sy, r.segment));
        }
        const coverage = Math.max(0, Math.min(1, halfWidth + 0.5 - distance)) * opacity;
        if (coverage === 0) continue;
        const at = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c += 1) this.rgb[at + c] += (colour[c] - this.rgb[at + c]) * coverage;
      }
    }
  }

  png(): Buffer {
    return encodeRgbPng(this.width, this.height, Uint8ClampedArray.from(this.rgb));
  }
}

/** How a glyph sits in the image: its centre, size in pixels per grid unit, turn and slant. */
export interface Placement {
  x: number;
  y: number;
  scale: number;
  stretch: number;
  angle: number;
  slant: number;
}

/** A character's strokes as segments in image coordinates. */
export function glyphSegments(character: string, place: Placement): Segment[] {
  const strokes = GLYPHS[character];
  if (!strokes) throw new Error(`No captcha glyph for ${character}`);
  const [cos, sin] = [Math.cos(place.angle), Math.sin(place.angle)];
  const toImage = ([gx, gy]: Point): Point => {
    const [ux, uy] = [(gx - 2 + place.slant * (3 - gy)) * place.scale * place.stretch, (gy - 3) * place.scale];
    return [place.x + ux * cos - uy * sin, place.y + ux * sin + uy * cos];
  };
  return strokes.flatMap((points) => points.slice(1).map((point, i): Segment => [toImage(points[i]), toImage(point)]));
}

/** A random curve across the image, as segments. */
function noiseCurve(): Segment[] {
  const [from, to]: Point[] = [
    [uniform(-5, 20), uniform(0, CAPTCHA_HEIGHT)],
    [uniform(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH + 5), uniform(0, CAPTCHA_HEIGHT)],
  ];
  const pull: Point = [uniform(30, 75), uniform(-15, CAPTCHA_HEIGHT + 15)];
  const points = Array.from({ length: 13 }, (_, i): Point => {
    const t = i / 12;
    const [u, v, w] = [(1 - t) ** 2, 2 * (1 - t) * t, t ** 2];
    return [u * from[0] + v * pull[0] + w * to[0], u * from[1] + v * pull[1] + w * to[1]];
  });
  return points.slice(1).map((point, i): Segment => [points[i], point]);
}

/**
 * Draws the code as a distorted raster image: a mottled background, each glyph in its own dark
 * colour, size, turn, slant and offset, the whole bent by two waves, with curves and dots over it.
 */
export function drawCaptcha(code: string): Buffer {
  const [tintA, tintB] = [
    hsl(uniform(0, 360), 0.5, uniform(0.88, 0.94)),
    hsl(uniform(0, 360), 0.5, uniform(0.88, 0.94)),
  ];
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, (x) => {
    const mix = (c: number) => tintA[c] + ((tintB[c] - tintA[c]) * x) / CAPTCHA_WIDTH + uniform(-14, 14);
    return [mix(0), mix(1), mix(2)];
  });
  const noiseColour = () => hsl(uniform(0, 360), 0.55, uniform(0.45, 0.65));
  for (let i = 0; i < 2; i += 1) canvas.stroke(noiseCurve(), uniform(0.5, 0.9), noiseColour());

  const [waveX, waveY] = [uniform(0, 2 * Math.PI), uniform(0, 2 * Math.PI)];
  const [lengthX, lengthY] = [uniform(18, 26), uniform(28, 40)];
  const warp: Warp = {
    reach: 2,
    source: (x, y) => [
      x + 1.2 * Math.sin((2 * Math.PI * y) / lengthX + waveX),
      y + 2 * Math.sin((2 * Math.PI * x) / lengthY + waveY),
    ],
  };
  const pitch = (CAPTCHA_WIDTH - 14) / code.length;
  [...code].forEach((character, i) => {
    const segments = glyphSegments(character, {
      x: 7 + pitch * (i + 0.5) + uniform(-2, 2),
      y: CAPTCHA_HEIGHT / 2 + uniform(-2.5, 2.5),
      scale: uniform(3.1, 3.6),
      stretch: uniform(0.85, 1.1),
      angle: uniform(-0.35, 0.35),
      slant: uniform(-0.25, 0.25),
    });
    canvas.stroke(segments, uniform(1, 1.35), hsl(uniform(0, 360), uniform(0.6, 0.9), uniform(0.2, 0.33)), 1, warp);
  });

  for (let i = 0; i < 2; i += 1) canvas.stroke(noiseCurve(), uniform(0.4, 0.7), noiseColour(), 0.8);
  const dots = Array.from({ length: 45 }, (): Segment => {
    const at: Point = [uniform(0, CAPTCHA_WIDTH), uniform(0, CAPTCHA_HEIGHT)];
    return [at, at];
  });
  for (const dot of dots) canvas.stroke([dot], uniform(0.3, 0.8), noiseColour(), 0.9);
  return canvas.png();
}

/** The captcha image as the data URL GET /sys/randomImage/{key} answers. */
export function captchaDataUrl(code: string): string {
  return `data:image/png;base64,${drawCaptcha(code).toString('base64')}`;
}
