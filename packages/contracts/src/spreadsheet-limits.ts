/**
 * What one spreadsheet import may hold (issue 41), sized for a studio's customer list, a shop's
 * goods or a demo table: checked on the raw bytes before the library sees them, then while the
 * sheet is read on a thread of its own. Each refusal names the limit it met.
 */

/** Files in one import request: the console sends one; a script may send a few. */
export const SHEET_MAX_FILES = 3;
/** One uploaded file (the zip as sent): 10,000 rows of customers are about 1 MB. */
export const SHEET_MAX_MB = 10;
/** The .xlsx's parts once inflated, all together: the XML of 10,000 rows × 30 columns is ~15 MB. */
export const SHEET_MAX_INFLATED_MB = 50;
/** Parts in the .xlsx zip: a workbook has about 10, one more per sheet, image or comment. */
export const SHEET_MAX_ZIP_ENTRIES = 500;
/** Inflated ÷ compressed size of one part; XML of real data compresses 5 to 20 times. */
export const SHEET_MAX_INFLATE_RATIO = 100;
/** A part smaller than this once inflated is not held to the ratio: it cannot hurt. */
export const SHEET_RATIO_FREE_MB = 1;
/** Data rows of the first sheet (the header row not counted). */
export const SHEET_MAX_ROWS = 10_000;
/** Columns of the first sheet up to its last cell with a value. */
export const SHEET_MAX_COLUMNS = 100;
/** Cells with a value in the first sheet, the header's included: 10,000 rows of 50 filled columns. */
export const SHEET_MAX_CELLS = 500_000;
/** A sheet's read is stopped after this long (the library can loop on some inputs). */
export const SHEET_READ_SECONDS = 30;
/** The heap a sheet's read may use; past it the read is stopped. */
export const SHEET_READ_MEMORY_MB = 512;
