/**
 * Staff CLI: a thin client of the staff API of a running shop (docs/decisions/0206-staff-operations.md).
 * It talks HTTP so that it works while the shop holds its embedded database.
 *
 *   npm run ops -- show <order>
 *   npm run ops -- move <order> <status> [note]          e.g. move 3000100007 shipped
 *   npm run ops -- ship <order> <courier> <guide>        courier name and tracking number
 *   npm run ops -- event <order> <code> <place> <description> [iso-datetime]
 *   npm run ops -- sale <call_center|physical_store> <customer_id> <pricesoft_id> <sku>[x<qty>],… [store_id caja | address_id]
 *   npm run ops -- sweep                                  run the timers now
 *
 * OPS_URL (default http://localhost:$PORT or 3000) and ADMIN_TOKEN (default the demo token).
 */
const base = process.env.OPS_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const token = process.env.ADMIN_TOKEN ?? 'demo-admin-token';

interface ErrorAnswer {
  message?: string;
  errors?: { path: string; message: string }[];
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const error = json as ErrorAnswer | null;
    console.error(`${res.status}: ${error?.message ?? text}`);
    for (const e of error?.errors ?? []) console.error(`  ${e.path}: ${e.message}`);
    process.exit(1);
  }
  return json as T;
}

function print(order: {
  entity_id: number;
  magento_order_id: string | null;
  order_id: string | null;
  platform: string;
  status: string;
  delivery_method: string;
  history?: { from: string | null; to: string; actor: string; at: string; note: string | null }[];
}) {
  console.log(
    `pedido ${order.magento_order_id ?? order.order_id} (entity ${order.entity_id}) · ${order.platform} · ${order.delivery_method} · ${order.status}`,
  );
  for (const h of order.history ?? [])
    console.log(`  ${h.at}  ${h.from ?? '∅'} → ${h.to}  (${h.actor}${h.note ? `: ${h.note}` : ''})`);
}

const [command, ...args] = process.argv.slice(2);
type AdminOrder = Parameters<typeof print>[0];

const usage = () => {
  console.error('uso: npm run ops -- show|move|ship|event|sale|sweep … (ver apps/api/src/cli/ops.ts)');
  process.exit(2);
};

switch (command) {
  case 'show':
    if (!args[0]) usage();
    print(await call<AdminOrder>('GET', `/orders/${args[0]}`));
    break;
  case 'move':
    if (!args[0] || !args[1]) usage();
    print(await call<AdminOrder>('POST', `/orders/${args[0]}/transitions`, { to: args[1], note: args[2] }));
    break;
  case 'ship':
    if (args.length < 3) usage();
    print(
      await call<AdminOrder>('PUT', `/orders/${args[0]}/shipment`, { courier_name: args[1], guide_number: args[2] }),
    );
    break;
  case 'event':
    if (args.length < 4) usage();
    print(
      await call<AdminOrder>('POST', `/orders/${args[0]}/tracking-events`, {
        code: args[1],
        place: args[2],
        description: args[3],
        occurred_at: args[4] ?? new Date().toISOString(),
      }),
    );
    break;
  case 'sale': {
    const [platform, customerId, pricesoftId, skuList, a, b] = args;
    if (!platform || !customerId || !pricesoftId || !skuList) usage();
    const items = skuList!.split(',').map((s) => {
      const [sku, qty] = s.split('x');
      return { sku: sku!, qty: Number(qty ?? 1) };
    });
    const body =
      platform === 'physical_store'
        ? { platform, customer_id: customerId, pricesoft_id: pricesoftId, items, store_id: a, caja: b }
        : { platform, customer_id: customerId, pricesoft_id: pricesoftId, items, address_id: Number(a) };
    print(await call<AdminOrder>('POST', '/orders', body));
    break;
  }
  case 'sweep':
    console.log(await call<Record<string, number>>('POST', '/sweeps'));
    break;
  default:
    usage();
}
export {};
