import { z } from 'zod';
import { limits } from './limits.js';

/** The success envelope of every product API answer. */
export interface ApiSuccess<T> {
  status_code: number;
  message?: string;
  output: T;
}

/** The failure envelope: `extra.message` holds a text or per-field messages. */
export interface ApiFailure {
  status_code: number;
  error: string;
  message: string;
  extra?: { message: string | Record<string, string[]> };
}

/** A page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(limits.pageSizeMax).optional(),
});

/** Wraps an output schema in the success envelope, for OpenAPI documents. */
export function successSchema<T extends z.ZodType>(output: T) {
  return z.object({ status_code: z.number(), message: z.string().optional(), output });
}

/** `GET /health`: ready when the database answers. */
export const healthSchema = z.object({ database: z.literal('ok') });

/** A cursor page of items, for OpenAPI documents. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}

/** The failure envelope, for OpenAPI documents of routes whose success is not JSON (files). */
export const failureSchema = z.object({
  status_code: z.number(),
  error: z.string(),
  message: z.string(),
  extra: z.object({ message: z.union([z.string(), z.record(z.string(), z.array(z.string()))]) }).optional(),
});
