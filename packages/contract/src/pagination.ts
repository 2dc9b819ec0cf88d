import { z } from "zod";

/** `?page=&page_size=` with a cap per resource (DESIGN §4). */
export const pageQuery = (maxPageSize: number, defaultPageSize = Math.min(100, maxPageSize)) =>
  z.object({
    // Past any real list; also keeps the offset far inside PostgreSQL's bigint.
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  });

/** The envelope of every list: `{count, next, previous, results}` with absolute links. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const PAGE_SIZE_CAPS = {
  shifts: 500,
  events: 500,
  templates: 500,
  requests: 100,
  openShifts: 100,
  recipients: 200,
  default: 100,
} as const;
