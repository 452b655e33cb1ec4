import { formatDateTime } from '@pocket/contract';
import type { Msg, MsgType, MyMsg } from '@pocket/contract';
import type { msg } from '../../db/schema.ts';
import { enumValue } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';

export type MsgRow = typeof msg.$inferSelect;

/** The one mapping of a message row to the contract. */
export function toMsg(
  row: MsgRow,
  lang: Lang,
  receivers: { userId: bigint; isRead: boolean; readTime: Date | null }[],
  viewerId: bigint,
): Msg {
  const mine = receivers.find((r) => r.userId === viewerId);
  return {
    id: String(row.id),
    bizType: row.bizType,
    bizId: row.bizId,
    msgType: enumValue(lang, 'MsgType', row.msgType as MsgType),
    title: row.title,
    content: row.content,
    author: row.author,
    handlerUrl: row.handlerUrl,
    handlerParams: row.handlerParams,
    isSingleHandle: row.isSingleHandle,
    isDelete: row.isDelete,
    isRead: mine?.isRead ?? false,
    readTime: mine?.readTime ? formatDateTime(mine.readTime) : null,
    createTime: formatDateTime(row.createTime),
    createdBy: row.createdBy === null ? null : String(row.createdBy),
    receiverIds: receivers.map((r) => String(r.userId)),
    readCount: receivers.filter((r) => r.isRead).length,
    receiverCount: receivers.length,
  };
}

/** One inbox entry of the signed-in user. */
export function toMyMsg(row: MsgRow, lang: Lang, receipt: { isRead: boolean; readTime: Date | null }): MyMsg {
  return {
    id: String(row.id),
    title: row.title,
    content: row.content,
    author: row.author,
    msgType: enumValue(lang, 'MsgType', row.msgType as MsgType),
    bizType: row.bizType,
    handlerUrl: row.handlerUrl,
    isRead: receipt.isRead,
    readTime: receipt.readTime ? formatDateTime(receipt.readTime) : null,
    createTime: formatDateTime(row.createTime),
  };
}
