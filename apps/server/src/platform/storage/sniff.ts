// The byte check is shared with the console, which refuses a renamed non-image before cropping it.
export { SNIFF_BYTES, type SniffedType, sniffType } from '@scenecast/contracts';
