/** Money is kept in fen; the console shows yuan with two decimals. */
export const yuan = (fen: number | null | undefined): string =>
  fen === null || fen === undefined ? '-' : `¥${(fen / 100).toFixed(2)}`;
