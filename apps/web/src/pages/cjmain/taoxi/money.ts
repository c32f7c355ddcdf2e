/** The form shows yuan; the API keeps fen so sums stay exact. */
export const toFen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);
export const toYuan = (fen: number) => fen / 100;
export const formatYuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
