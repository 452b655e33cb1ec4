import { z } from 'zod';

/** The liveness answer of `GET /api/health`: the server is up, at this moment (ISO 8601). */
export const healthSchema = z.object({ status: z.literal('UP'), time: z.string() });
export type Health = z.infer<typeof healthSchema>;
