/** Cropper output (framework §9): jpeg at 0.8, a 300×400 crop of ratio 3:4, sources up to 15000 px. */
export const CROP_OUTPUT_TYPE = 'image/jpeg';
export const CROP_QUALITY = 0.8;
export const CROP_WIDTH = 300;
export const CROP_HEIGHT = 400;
export const CROP_ASPECT = 3 / 4;
export const CROP_MAX_IMAGE = 15000;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

/** The size of the box a w×h image needs once rotated by `degrees`. */
function rotatedBox(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Draws the rotated source, cuts the chosen area (in the rotated image's pixels, as the cropper
 * reports them) and scales it to 300×400. A source over 15000 px on a side is scaled down first.
 */
export async function cropToBlob(src: string, area: PixelArea, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, CROP_MAX_IMAGE / Math.max(image.naturalWidth, image.naturalHeight));
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  const box = rotatedBox(width, height, rotation);
  const stage = document.createElement('canvas');
  stage.width = Math.round(box.width);
  stage.height = Math.round(box.height);
  const stageContext = stage.getContext('2d');
  if (!stageContext) throw new Error('canvas');
  stageContext.translate(stage.width / 2, stage.height / 2);
  stageContext.rotate((rotation * Math.PI) / 180);
  stageContext.drawImage(image, -width / 2, -height / 2, width, height);

  const output = document.createElement('canvas');
  output.width = CROP_WIDTH;
  output.height = CROP_HEIGHT;
  const context = output.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, CROP_WIDTH, CROP_HEIGHT);
  context.drawImage(
    stage,
    area.x * scale,
    area.y * scale,
    area.width * scale,
    area.height * scale,
    0,
    0,
    CROP_WIDTH,
    CROP_HEIGHT,
  );
  return new Promise((resolve, reject) => {
    output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), CROP_OUTPUT_TYPE, CROP_QUALITY);
  });
}
