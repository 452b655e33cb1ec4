import { blockListResource } from '@pocket/contract';
import { blockList } from '../../db/schema.ts';
import { bumpRulesVersion } from '../../lib/gateway/gateway.ts';
import { crudModule } from '../../lib/crud.ts';
import {
  announceChange,
  guardLifeline,
  ruleColumns,
  ruleFilter,
  ruleOrder,
  ruleRow,
  updated,
} from './rule-spec.ts';

/** The block list (platform-wide): a change reaches every server instance within a second; a
 * rule that would block the platform sign-in from 127.0.0.1 is refused. */
export const blockListModule = crudModule(blockListResource).storedIn({
  table: blockList,
  toRow: ruleRow,
  filter: ruleFilter(blockList),
  order: ruleOrder(blockList),
  create: (body, ctx) => {
    const values = { ...ruleColumns(body), state: body.state ?? true };
    guardLifeline(values, ctx, 'gatewayBlockLockout');
    return values;
  },
  async update(body, current, ctx) {
    const values = { ...ruleColumns(body), state: body.state ?? current.state, updateTime: new Date() };
    guardLifeline(updated(current, values), ctx, 'gatewayBlockLockout');
    await bumpRulesVersion(ctx.tx);
    return values;
  },
  ...announceChange,
  handlers: {},
});
