import { randomInt } from 'node:crypto';

/** Characters that cannot be mistaken for each other (no 0/O, 1/I/l). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newCaptchaCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Draws the code as an SVG with skewed letters and noise lines, answered as a data URL. */
export function captchaDataUrl(code: string): string {
  const width = 105;
  const height = 35;
  const letters = [...code]
    .map((ch, i) => {
      const x = 14 + i * 22;
      const y = 24 + randomInt(-3, 4);
      const angle = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="22" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const hue = randomInt(0, 360);
    return `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="hsl(${hue},50%,60%)" stroke-width="1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${noise}${letters}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
