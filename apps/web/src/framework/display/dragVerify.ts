/** The drag slider's rule (framework §4): passed only when the handle reaches the end of the track. */
export function dragOffset(start: number, pointer: number, maxOffset: number): number {
  return Math.min(Math.max(pointer - start, 0), maxOffset);
}

/** Released at the end: passed; anywhere before it: the handle goes back to the start. */
export function isDraggedToEnd(offset: number, maxOffset: number): boolean {
  return maxOffset > 0 && offset >= maxOffset;
}
