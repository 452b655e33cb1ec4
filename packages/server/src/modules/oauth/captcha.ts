import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captcha } from '../../db/schema.ts';
import { CAPTCHA_BACKGROUND_RGB, CAPTCHA_SIZE } from '../../lib/context.ts';
import type { CaptchaGenerator } from '../../lib/context.ts';
import { svgPathsToPng } from '../../lib/png.ts';
import { pruneRates, rateHit } from '../../lib/rate-limit.ts';
import { CAPTCHA_INTERVAL_MS, CAPTCHA_PER_IP_PER_MINUTE, CAPTCHA_TTL_MS } from './login.service.ts';

/** A captcha image and its answer. */
export type CaptchaImage = { text: string; png: Uint8Array };

/** Images kept drawn ahead, per generator. */
const AHEAD = 4;

/**
 * Captcha images drawn ahead of the requests that show them: drawing one (4–5 ms of CPU on the
 * bench's machine: the generator's paths, then the PNG) happens after an answer is sent, not while
 * the sign-in page waits for it. Each image is shown once: `take` removes it, and `putBack` returns one that was
 * not shown (its key was refused).
 */
export function captchaImages(generate: CaptchaGenerator) {
  const ready: CaptchaImage[] = [];
  let filling = false;
  const draw = (): CaptchaImage => {
    const { text, svg } = generate();
    return { text, png: svgPathsToPng(svg, CAPTCHA_SIZE.width, CAPTCHA_SIZE.height, CAPTCHA_BACKGROUND_RGB) };
  };
  // One image per turn of the event loop, so requests in between are not held up.
  const fill = () => {
    if (filling || ready.length >= AHEAD) return;
    filling = true;
    setImmediate(() => {
      filling = false;
      try {
        if (ready.length < AHEAD) ready.push(draw());
      } catch (error) {
        console.warn(`captcha: image not drawn ahead: ${String(error)}`);
        return;
      }
      fill();
    });
  };
  return {
    take(): CaptchaImage {
      const image = ready.shift() ?? draw();
      fill();
      return image;
    },
    putBack(image: CaptchaImage) {
      if (ready.length < AHEAD) ready.unshift(image);
    },
  };
}

const pools = new WeakMap<CaptchaGenerator, ReturnType<typeof captchaImages>>();

/** The drawn-ahead images of `generate` (one pool per generator, so per server). */
export const captchaPool = (generate: CaptchaGenerator) => {
  let pool = pools.get(generate);
  if (!pool) pools.set(generate, (pool = captchaImages(generate)));
  return pool;
};

/**
 * Expired captcha answers and old rate counters are swept at most this often per process, not on
 * every image (an expired answer is refused when used anyway: consumeCaptcha).
 */
const SWEEP_MS = 10_000;
let sweptAt = 0;

/**
 * Records `answer` as the answer of `key`, in one statement with no transaction around it: the
 * caller's rate counter (per IP, per minute) is counted, refused requests too, and the answer is
 * written only while the caller is within its limit and the key was not drawn in the last minute.
 * False when refused.
 */
export async function issueCaptcha(db: Db, key: string, answer: string, ip: string): Promise<boolean> {
  const now = new Date();
  if (now.getTime() - sweptAt >= SWEEP_MS) {
    sweptAt = now.getTime();
    await db.delete(captcha).where(sql`${captcha.expireAt} < now()`);
    await pruneRates(db);
  }
  const expireAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const hit = db.$with('hit').as(rateHit(db, `captcha:ip:${ip}`, 60_000, now));
  const issued = await db
    .with(hit)
    .insert(captcha)
    .select(
      sql`select ${key}, ${answer}, ${now}, ${expireAt} from ${hit} where ${hit.count} <= ${CAPTCHA_PER_IP_PER_MINUTE}`,
    )
    .onConflictDoUpdate({
      target: captcha.key,
      set: { answer, issuedAt: now, expireAt },
      setWhere: sql`${captcha.issuedAt} < ${new Date(now.getTime() - CAPTCHA_INTERVAL_MS)}`,
    })
    .returning({ key: captcha.key });
  return issued.length > 0;
}
