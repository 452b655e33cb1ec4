import { sql } from './sql.ts';

/**
 * Reads the answer of a captcha key from the e2e server's own database — what a person reads off
 * the image. The product has no bypass: the tests solve the real captcha this way.
 */
export async function captchaAnswer(key: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [row] = await sql<{ answer: string }>('select answer from captcha where key = $1', [key]);
    if (row) return row.answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No captcha was issued for key ${key}`);
}
