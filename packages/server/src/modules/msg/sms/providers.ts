import type { SmsProvider as SmsProviderType } from '@pocket/contract';
import type { Tx } from '../../../db/client.ts';
import { newId } from '../../../db/ids.ts';
import { smsOutbox } from '../../../db/schema.ts';
import { aliyunProvider } from './aliyun.ts';

/** One message to one mobile, as a provider sends it. */
export type SmsMessage = {
  taskId: bigint;
  telNum: string;
  signName: string | null;
  /** The template the provider approved, and the values of its placeholders. */
  templateCode: string | null;
  params: Readonly<Record<string, string>>;
  /** The text with its placeholders filled (what the outbox keeps). */
  content: string;
};

/** The template's credentials, the secret already opened. */
export type SmsCredentials = { appId: string | null; appSecret: string | undefined; url: string | null };

/** How a send went: sent (the provider's id of the message), or not, with the provider's code
 * and reason, and whether trying again later may help (the network, the provider's own error). */
export type SendResult =
  | { ok: true; code: string; bizId: string | null; fee: number | null }
  | { ok: false; code: string; message: string; retry: boolean };

/** What a provider may do besides calling out: write rows in the tenant's transaction. */
export type SendContext = { record(write: (tx: Tx) => Promise<void>): Promise<void> };

/** Sends SMS for a template's provider type; it never holds a database transaction while it
 * waits for the network. */
export type SmsProvider = {
  send(message: SmsMessage, credentials: SmsCredentials, ctx: SendContext): Promise<SendResult>;
};

/** The embedded default: messages go to the outbox table, which the console shows; nothing
 * leaves the machine. */
export const outboxProvider: SmsProvider = {
  async send(message, _credentials, ctx) {
    const id = newId();
    await ctx.record(async (tx) => {
      await tx.insert(smsOutbox).values({
        id,
        taskId: message.taskId,
        telNum: message.telNum,
        signName: message.signName,
        content: `${message.signName ? `【${message.signName}】` : ''}${message.content}`,
      });
    });
    return { ok: true, code: 'OK', bizId: `outbox-${id}`, fee: 0 };
  },
};

const providers: Record<SmsProviderType, SmsProvider> = {
  OUTBOX: outboxProvider,
  ALIYUN: aliyunProvider,
};

/** The provider of a template's type. */
export const providerOf = (type: string): SmsProvider => providers[type as SmsProviderType] ?? outboxProvider;
