/**
 * What every upload is held to, whatever the route. A route adds its own size and row limits (the
 * cart import: `cartLimits` in the domain's order schemas); these bound the rest.
 */
export const uploadLimits = {
  /** Files in one request: a second one is refused, never dropped. */
  files: 1,
  /** Plain form fields beside the file. */
  fields: 5,
  /** Bytes read from the start of a file to tell its type. */
  headBytes: 4_100,
  zip: {
    /** Entries of one archive (a workbook from a spreadsheet program holds a dozen or two). */
    maxEntries: 1_000,
    /** Uncompressed bytes of one entry, as declared and as counted while inflating. */
    maxEntryBytes: 64 * 1024 * 1024,
    /** Uncompressed bytes of all entries, as declared. */
    maxTotalBytes: 256 * 1024 * 1024,
    /** Uncompressed bytes per compressed byte of an entry past `ratioFromBytes` (sheets compress 5 to 30 times). */
    maxRatio: 100,
    ratioFromBytes: 1024 * 1024,
  },
  sheet: {
    /** Characters kept of a cell: a reference is at most 64, the report quotes 80. */
    maxCellChars: 256,
    /** Elements open at once in a workbook's XML: a sheet nests five deep, a rich string eight. */
    maxXmlDepth: 32,
    /** Index of a shared string a cell may use: past it, a sheet asks for more than it can hold. */
    maxSharedStrings: 1_000_000,
    /** Characters of one csv record, so an unclosed quote cannot swallow the whole file into one. */
    maxCsvRecordChars: 64 * 1024,
  },
  worker: {
    /** Threads reading files at once; more requests wait their turn. */
    threads: 2,
    /** Requests waiting for a thread before the next is told to come back later. */
    maxWaiting: 16,
    /** A file not read in this time is refused and its thread replaced. */
    timeoutMs: 10_000,
    /** Heap of a reading thread: past it the thread is stopped and the file refused. */
    maxOldGenerationSizeMb: 128,
    maxYoungGenerationSizeMb: 16,
  },
} as const;
