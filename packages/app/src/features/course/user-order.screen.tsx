import { msg } from '@lingui/core/macro';
import { orderSchema, userOrderGroup } from '@pocket/contract';
import { userOrderApi } from '../../app/api/userOrder.ts';
import {
  Label,
  Money,
  ORDER_TYPE_LABELS,
  PAY_STATUS_LABELS,
  PAY_TYPE_LABELS,
  PayStatusTag,
  optionsOf,
} from '../../components/order-parts.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

/** The caller's own orders as a read-only resource: any signed-in user lists them (no code). */
const userOrders = {
  key: 'userOrder',
  basePath: '/course/userOrder',
  ops: ['page'],
  schemas: { row: orderSchema },
  permissions: {},
  op: { page: userOrderGroup.endpoints.userOrderPage },
} as const;

const payable = (status: string) => status === 'UNPAID' || status === 'FAILED';

/** My orders (`/course/userOrder`): pay an open order (balance or the payment provider), or cancel it. */
export const userOrderScreen = defineScreen({
  resource: userOrders,
  texts: { title: msg`My orders` },
  rowLabel: (o) => o.orderNo,
  columns: [
    { key: 'orderNo', header: msg`Order number` },
    { key: 'name', header: msg`Item` },
    { key: 'type', header: msg`Type`, cell: (o) => <Label of={ORDER_TYPE_LABELS} code={o.type} /> },
    { key: 'amount', header: msg`Amount`, cell: (o) => <Money cents={o.amount} /> },
    { key: 'payType', header: msg`Payment`, cell: (o) => <Label of={PAY_TYPE_LABELS} code={o.payType} /> },
    { key: 'payStatus', header: msg`Status`, cell: (o) => <PayStatusTag status={o.payStatus} /> },
    { key: 'createTime', header: msg`Ordered at` },
  ],
  filters: [
    { type: 'select', key: 'type', label: msg`Type`, options: optionsOf(ORDER_TYPE_LABELS) },
    { type: 'select', key: 'payStatus', label: msg`Status`, options: optionsOf(PAY_STATUS_LABELS) },
  ],
  rowActions: [
    {
      id: 'pay-balance',
      label: msg`Pay with balance`,
      visible: (o) => payable(o.payStatus) && o.type !== 'RECHARGE',
      describe: (o) => msg`Pay order ${o.orderNo} with the balance`,
      run: async (o, screen) => {
        await userOrderApi.userOrderPay({ body: { id: o.id, payType: 'BALANCE' } });
        screen.notify(msg`Order ${o.orderNo} is paid`);
        await screen.refresh();
      },
    },
    {
      id: 'pay-online',
      label: msg`Pay online`,
      visible: (o) => payable(o.payStatus),
      describe: (o) => msg`Pay order ${o.orderNo} online`,
      run: async (o) => {
        const { payUrl } = await userOrderApi.userOrderPay({
          body: { id: o.id, payType: 'WECHAT', back: '/#/course/userOrder' },
        });
        if (payUrl) window.location.assign(payUrl);
      },
    },
    {
      id: 'cancel',
      label: msg`Cancel`,
      visible: (o) => payable(o.payStatus),
      describe: (o) => msg`Cancel order ${o.orderNo}`,
      confirm: { title: msg`Cancel the order`, question: (o) => msg`Cancel order ${o.orderNo}?` },
      run: async (o, screen) => {
        await userOrderApi.userOrderClose({ body: { id: o.id } });
        screen.notify(msg`Order ${o.orderNo} is cancelled`);
        await screen.refresh();
      },
    },
  ],
});

export default resourceScreen(userOrderScreen);
