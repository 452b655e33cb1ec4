import { z } from 'zod';

/** One validation issue, so a form can mark the field (`extra.issues`). */
export const validationIssueSchema = z.object({
  path: z.array(z.string()),
  code: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The `R<T>` envelope every endpoint answers with. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    data: data.nullable(),
    msg: z.string(),
    path: z.string().optional(),
    extra: z.record(z.string(), z.unknown()).nullable().optional(),
    timestamp: z.number(),
    errorMsg: z.string().optional(),
    isSuccess: z.boolean(),
  });
}

export type R<T> = {
  code: number;
  data: T | null;
  msg: string;
  path?: string;
  extra?: Record<string, unknown> | null;
  timestamp: number;
  errorMsg?: string;
  isSuccess: boolean;
};

/** A success envelope (`code` 0, `msg` "ok"). */
export function ok<T>(data: T): R<T> {
  return { code: 0, data, msg: 'ok', timestamp: Date.now(), isSuccess: true };
}

/** A failure envelope with a user-facing message. */
export function fail(code: number, msg: string, extra?: Record<string, unknown>): R<null> {
  return { code, data: null, msg, extra: extra ?? null, timestamp: Date.now(), isSuccess: false };
}
