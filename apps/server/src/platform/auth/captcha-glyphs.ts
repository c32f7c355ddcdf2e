/**
 * The captcha's characters as pen strokes on a 4 × 6 grid (x right, y down), drawn by the
 * captcha itself: the server may have no fonts, and text in an image format is read by programs.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];

/** Points along an ellipse from angle `from` to `to` in degrees (0 = right, 90 = down), either way. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/** Points along a quadratic Bézier curve from `a` to `b`, pulled towards `c`. */
function curve(a: Point, c: Point, b: Point): Point[] {
  return Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const [u, v, w] = [(1 - t) ** 2, 2 * (1 - t) * t, t ** 2];
    return [u * a[0] + v * c[0] + w * b[0], u * a[1] + v * c[1] + w * b[1]] as const;
  });
}

// biome-ignore format: one line per character reads as the character's drawing
const bowlP: Stroke = [[0, 6], [0, 0], [2.4, 0], ...arc(2.4, 1.6, 1.6, 1.6, -90, 90), [0, 3.2]];

// biome-ignore format: one line per character reads as the character's drawing
export const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  '2': [[...arc(2, 1.8, 2, 1.8, 180, 390), [0, 6], [4, 6]]],
  '3': [arc(2, 1.5, 2, 1.5, 200, 450), arc(2, 4.5, 2, 1.5, 270, 520)],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '5': [[[4, 0], [0.4, 0], [0.2, 2.8], ...arc(2, 4.2, 2, 1.8, 235, 500)]],
  '6': [curve([3.7, 0.3], [0, 0.4], [0, 4.3]), arc(2, 4.3, 2, 1.7, 180, 540)],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [arc(2, 1.5, 1.7, 1.5, 0, 360), arc(2, 4.4, 2, 1.6, 0, 360)],
  '9': [arc(2, 1.7, 2, 1.7, 0, 360), curve([4, 1.7], [4, 5.6], [0.3, 6])],
  A: [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.8], [3.2, 3.8]]],
  B: [
    [[0, 6], [0, 0], [2.5, 0], ...arc(2.5, 1.5, 1.5, 1.5, -90, 90), [0, 3]],
    [[2.7, 3], ...arc(2.7, 4.5, 1.3, 1.5, -90, 90), [0, 6]],
  ],
  C: [arc(2.2, 3, 2.1, 3, 315, 45)],
  D: [[[0, 0], [0, 6], [1.8, 6], ...arc(1.8, 3, 2.2, 3, 90, -90), [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[...arc(2.1, 3, 2.1, 3, 315, 0), [2.4, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[1.6, 0], [4, 0], [4, 4.2], ...arc(2, 4.2, 2, 1.8, 0, 180)]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 4], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [bowlP],
  Q: [arc(2, 3, 2, 3, 0, 360), [[2.4, 4.4], [4.2, 6.2]]],
  R: [bowlP, [[1.8, 3.2], [4, 6]]],
  S: [[...arc(2, 1.5, 2, 1.5, 340, 90), ...arc(2, 4.5, 2, 1.5, -90, 160)]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], ...arc(2, 4, 2, 2, 180, 0), [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
};
