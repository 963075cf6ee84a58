/**
 * The shop's demo data (shared/contract/running.md): a catalogue of shoes and garments with drawn
 * pictures and stock in every store, and orders for socia@demo.mx and cliente@demo.mx covering every
 * channel, status and delivery method. Orders are made with the factories, which walk the state machine.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import { fromWallTime, referenceExpiry, wallTime, addDays } from '@shop/domain/mexico-time';
import { PICKIT_POINTS } from '@shop/domain/pickit-points';
import type { OrderStatus, DeliveryType, Platform } from '@shop/domain/orders';
import type { DbOrTx } from '../client';
import {
  addTrackingEvents,
  createAppointment,
  attachWalletPreference,
  createOrder,
  createProduct,
  sizeLabel,
  type NewOrderItem,
} from '../factories-shop';
import { customerAddresses, customers, sandboxCardIntents } from '../schema/index';

const SHOE_SIZES_W = ['22', '22.5', '23', '23.5', '24', '24.5', '25', '26'];
const SHOE_SIZES_M = ['25', '25.5', '26', '26.5', '27', '28', '29'];
const SHOE_SIZES_K = ['17', '18', '19', '20', '21'];
const CLOTHES = ['CH', 'M', 'G', 'EG'];

const COLORS: [string, string][] = [
  ['Negro', '#1f1f1f'],
  ['Blanco', '#f2f2f2'],
  ['Rosa', '#e98fb0'],
  ['Café', '#7a4a2a'],
  ['Azul marino', '#1e2f5c'],
  ['Rojo', '#c62828'],
  ['Beige', '#d8c3a0'],
  ['Verde olivo', '#6b7041'],
  ['Gris', '#8a8d91'],
  ['Mostaza', '#d1a022'],
];

/** [name, department, category, price in pesos, sizes] */
const MODELS: [string, string, string, number, string[]][] = [
  ['Tenis Running Aire', 'Mujer', 'calzado', 899, SHOE_SIZES_W],
  ['Tenis Urbano Plataforma', 'Mujer', 'calzado', 749, SHOE_SIZES_W],
  ['Zapatilla de Tacón Alto', 'Mujer', 'calzado', 659, SHOE_SIZES_W],
  ['Zapatilla Stiletto Charol', 'Mujer', 'calzado', 799, SHOE_SIZES_W],
  ['Bota Vaquera Piel', 'Mujer', 'calzado', 1499, SHOE_SIZES_W],
  ['Botín Casual Agujetas', 'Mujer', 'calzado', 999, SHOE_SIZES_W],
  ['Sandalia Huarache Artesanal', 'Mujer', 'calzado', 459, SHOE_SIZES_W],
  ['Flat Balerina Moño', 'Mujer', 'calzado', 399, SHOE_SIZES_W],
  ['Mocasín Clásico Piel', 'Hombre', 'calzado', 1099, SHOE_SIZES_M],
  ['Zapato de Vestir Oxford', 'Hombre', 'calzado', 1199, SHOE_SIZES_M],
  ['Tenis Deportivo Malla', 'Hombre', 'calzado', 849, SHOE_SIZES_M],
  ['Bota de Trabajo Casquillo', 'Hombre', 'calzado', 1349, SHOE_SIZES_M],
  ['Tenis Escolar Velcro', 'Niños', 'calzado', 449, SHOE_SIZES_K],
  ['Zapato Escolar Piel', 'Niños', 'calzado', 499, SHOE_SIZES_K],
  ['Blusa Manga Globo', 'Mujer', 'ropa', 329, CLOTHES],
  ['Vestido Midi Floral', 'Mujer', 'ropa', 599, CLOTHES],
  ['Jeans Skinny Tiro Alto', 'Mujer', 'ropa', 549, CLOTHES],
  ['Falda Plisada', 'Mujer', 'ropa', 389, CLOTHES],
  ['Playera Básica Algodón', 'Hombre', 'ropa', 199, CLOTHES],
  ['Sudadera con Capucha', 'Hombre', 'ropa', 549, CLOTHES],
  ['Pantalón Chino', 'Hombre', 'ropa', 649, CLOTHES],
  ['Bolsa de Mano Satchel', 'Accesorios', 'accesorios', 699, ['UNI']],
  ['Mochila Urbana', 'Accesorios', 'accesorios', 579, ['UNI']],
];

const STORES = ['1', '101', '102', '103', '104', '105'];

export async function seedShop(db: DbOrTx, clock: Clock) {
  const catalogue = await seedCatalogue(db);
  await seedOrders(db, clock, catalogue);
}

type Item = { id: string; name: string; price: number; sku: string; size: string; color: string; image: string };

async function seedCatalogue(db: DbOrTx) {
  const items: Item[] = [];
  let id = 210001;
  let n = 0;
  for (const [model, department, category, pesos, sizes] of MODELS) {
    // Three colours per model: 69 products.
    for (let c = 0; c < 3; c++) {
      const [color, hex] = COLORS[(n + c * 3) % COLORS.length]!;
      const name = `${model} ${color}`;
      const stock: Record<string, number> = {};
      STORES.forEach((s, i) => {
        stock[s] = (id + i * 7) % 5 === 0 ? 0 : ((id + i) % 6) + (s === '1' ? 6 : 1);
      });
      const { product, skus } = await createProduct(db, {
        id: String(id),
        name,
        description: `${model} en color ${color.toLowerCase()}, de la colección otoño-invierno. Hecho en México.`,
        department,
        category,
        color,
        colorHex: hex,
        priceCents: pesos * 100,
        sizes,
        stock,
        nextArrival: id % 29 === 0,
      });
      const first = skus[Math.min(2, skus.length - 1)]!;
      items.push({
        id: product.id,
        name,
        price: product.priceCents,
        sku: first.sku,
        size: first.sizeLabel,
        color,
        image: product.imageUrls[0] ?? '',
      });
      id += 1;
    }
    n += 1;
  }
  const guide = await createProduct(db, {
    id: '900100',
    slug: 'guia-de-devolucion',
    name: 'Guía de devolución',
    description:
      'Guía prepagada para devolver tus productos por paquetería. Válida 30 días; paquete de hasta 25 × 25 × 25 cm y 5 kg.',
    department: 'Servicios',
    category: 'servicios',
    color: 'Digital',
    colorHex: '#1a56db',
    priceCents: 9900,
    isDigital: true,
    listed: false,
    sizes: ['UNI'],
    memberPriceCents: null,
  });
  const semestralidad = await createProduct(db, {
    id: '112635',
    slug: 'semestralidad-crediprice',
    name: 'Semestralidad CrediPrice',
    description: 'Cuota semestral de la línea de crédito CrediPrice.',
    department: 'Servicios',
    category: 'servicios',
    color: 'Digital',
    colorHex: '#0f7b4b',
    priceCents: 14900,
    isDigital: true,
    listed: false,
    sizes: ['UNI'],
    memberPriceCents: null,
  });
  return { items, guide: guide.product, semestralidad: semestralidad.product };
}

interface Spec {
  platform?: Platform;
  delivery?: DeliveryType;
  path: OrderStatus[];
  daysAgo: number;
  items?: number[];
  payment?: 'card' | 'cash' | 'transfer' | 'wallet';
  extra?: Partial<Parameters<typeof createOrder>[1]>;
  tracking?: boolean;
  appointmentInDays?: number;
}

async function seedOrders(db: DbOrTx, clock: Clock, cat: Awaited<ReturnType<typeof seedCatalogue>>) {
  const now = clock.now();
  const person = async (email: string) => {
    const [c] = await db.select().from(customers).where(eq(customers.email, email));
    const [a] = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, c!.id));
    return {
      c: c!,
      address: {
        firstname: a!.firstname,
        lastname: a!.lastname,
        street: [`${a!.street} ${a!.externalNumber}`],
        city: a!.city ?? a!.municipality,
        region: a!.state,
        postcode: a!.postcode,
      },
      colony: a!.colony,
    };
  };
  const line = (i: number, qty = 1): NewOrderItem => {
    const it = cat.items[i % cat.items.length]!;
    return {
      idArt: it.id,
      sku: it.sku,
      name: it.name,
      priceCents: it.price,
      qtyOrdered: qty,
      color: it.color,
      sizeLabel: it.size,
      image: it.image,
      reservedFromStoreId: null,
    };
  };
  const digital = (p: typeof cat.guide): NewOrderItem => ({
    idArt: p.id,
    sku: `${p.id}-UNI`,
    name: p.name,
    priceCents: p.priceCents,
    sizeLabel: sizeLabel('UNI'),
    image: p.imageUrls[0] ?? '',
  });

  let seq = 0;
  async function make(who: Awaited<ReturnType<typeof person>>, s: Spec) {
    seq += 1;
    const platform = s.platform ?? 'ecommerce';
    const delivery = s.delivery ?? (platform === 'physical_store' ? 'STORE' : 'STANDARD_DELIVERY');
    const createdAt = new Date(now.getTime() - s.daysAgo * 86_400_000 - (seq % 9) * 3_600_000);
    const items =
      delivery === 'DIGITAL'
        ? [digital(cat.guide)]
        : (s.items ?? [seq * 5, seq * 11 + 3]).map((i, k) => line(i, k === 0 ? 1 : 2));
    const open = ['created', 'pending', 'failed', 'unknown'].includes(s.path.at(-1)!);
    const method = s.payment ?? 'card';
    const pickit = delivery === 'PICKIT' ? PICKIT_POINTS[seq % PICKIT_POINTS.length]! : null;
    const order = await createOrder(db, {
      customerId: who.c.id,
      platform,
      deliveryType: delivery,
      path: s.path,
      items,
      createdAt,
      stepAt: (i) =>
        new Date(Math.min(createdAt.getTime() + i * 20 * 3_600_000, now.getTime() - (s.path.length - i) * 60_000)),
      storeId: delivery === 'PICKUP' ? '101' : platform === 'physical_store' ? String(101 + (seq % 5)) : null,
      caja: platform === 'physical_store' ? String((seq % 4) + 1) : null,
      shippingAddress: pickit
        ? {
            firstname: who.c.firstname,
            lastname: who.c.lastname,
            street: [pickit.name, pickit.street],
            city: pickit.city,
            region: pickit.region,
            postcode: pickit.postcode,
          }
        : ['STANDARD_DELIVERY', 'RETURN_DELIVERY'].includes(delivery)
          ? who.address
          : null,
      colony: pickit ? pickit.colony : delivery === 'STANDARD_DELIVERY' ? who.colony : null,
      shippingCents: delivery === 'STANDARD_DELIVERY' && platform === 'ecommerce' ? 9900 : 0,
      paymentType: platform === 'ecommerce' ? (method === 'transfer' ? 'bank_transfer' : method) : 'in_store',
      payment:
        platform === 'physical_store'
          ? {
              provider: 'store',
              paymentMethod: 'efectivo',
              methodType: 'cash',
              status: 'succeeded',
              details:
                seq % 2
                  ? [
                      { id: `V-${seq}01`, type: 'V', amount: 15000 },
                      { id: `S-${seq}02`, type: 'S', amount: 5000 },
                    ]
                  : [{ id: `N-${seq}03`, type: 'N', amount: 20000 }],
            }
          : platform === 'call_center'
            ? null
            : method === 'wallet'
              ? {
                  provider: 'wallet',
                  paymentMethod: 'mercadopago',
                  methodType: 'account_money',
                  status: open ? 'requires_payment_method' : 'succeeded',
                }
              : undefined,
      ...s.extra,
    });
    if (
      platform === 'ecommerce' &&
      open &&
      method !== 'wallet' &&
      s.path.at(-1) !== 'failed' &&
      s.path.at(-1) !== 'unknown'
    ) {
      await attachIntent(db, order.id, order.grandTotalCents, method, now);
    }
    // An unpaid wallet order keeps its preference: 'Pagar ahora' initialises the payment from it.
    if (platform === 'ecommerce' && open && method === 'wallet') await attachWalletPreference(db, order.id, now);
    if (s.tracking) {
      // The courier's events follow the order, but never after the seed's now (issue 28: a recent order showed an
      // event at 23:13 when it was 12:46 in Mexico City): each is clamped to a few minutes before now, in order.
      const at = (hours: number, k: number) =>
        new Date(Math.min(createdAt.getTime() + hours * 3_600_000, now.getTime() - (5 - k) * 60_000));
      await addTrackingEvents(db, order.id, [
        {
          description: 'Guía generada',
          occurredAt: at(26, 1),
          place: 'Querétaro, Qro.',
          code: 'GC',
        },
        {
          description: 'Recolectado por paquetería',
          occurredAt: at(40, 2),
          place: 'Querétaro, Qro.',
          code: 'PU',
        },
        {
          description: 'En tránsito',
          occurredAt: at(52, 3),
          place: 'Centro de distribución Tultitlán, Méx.',
          code: 'TR',
        },
        ...(s.path.at(-1) === 'delivered'
          ? [
              {
                description: 'Entregado',
                occurredAt: at(70, 4),
                place: `${who.address.city}`,
                code: 'DL',
              },
            ]
          : [
              {
                description: 'En ruta de entrega',
                occurredAt: at(66, 4),
                place: `${who.address.city}`,
                code: 'OD',
              },
            ]),
      ]);
    }
    if (s.appointmentInDays !== undefined) {
      const day = addDays(wallTime(now), s.appointmentInDays);
      const startsAt = fromWallTime({ year: day.year, month: day.month, day: day.day, hour: 12, minute: 15 });
      await createAppointment(db, {
        orderId: order.id,
        storeId: '101',
        startsAt,
        collectCode: String(100000 + seq * 7919).slice(0, 6),
        createdAt: now,
      });
    }
    return order;
  }

  const HOME = 'STANDARD_DELIVERY' as const;
  const paid = ['created', 'confirmed'] as OrderStatus[];
  const socia = await person('socia@demo.mx');
  const socias: Spec[] = [
    // Ecommerce, the last 3 months: more than one page (page size 10).
    {
      delivery: HOME,
      path: [...paid, 'shipped', 'delivered'],
      daysAgo: 20,
      tracking: true,
      extra: { eligibleForSurvey: true, courierName: 'Estafeta', guideNumber: '7012345601' },
    },
    {
      delivery: HOME,
      path: [...paid, 'shipped'],
      daysAgo: 3,
      tracking: true,
      extra: { courierName: 'DHL', guideNumber: '4420981177' },
    },
    { delivery: HOME, path: paid, daysAgo: 1 },
    { delivery: HOME, path: ['created'], daysAgo: 0 },
    { delivery: HOME, path: ['created', 'pending'], daysAgo: 0, payment: 'cash' },
    { delivery: 'PICKUP', path: ['created'], daysAgo: 1 },
    { delivery: 'PICKUP', path: paid, daysAgo: 2 },
    { delivery: 'PICKUP', path: [...paid, 'ready'], daysAgo: 2 },
    { delivery: 'PICKUP', path: [...paid, 'ready', 'scheduled'], daysAgo: 3, appointmentInDays: 1 },
    { delivery: 'PICKUP', path: [...paid, 'ready', 'scheduled', 'collected'], daysAgo: 12, appointmentInDays: -8 },
    {
      delivery: 'PICKIT',
      path: [...paid, 'shipped', 'delivered'],
      daysAgo: 25,
      tracking: true,
      extra: { courierName: 'Estafeta', guideNumber: '7012345602' },
    },
    { delivery: 'DIGITAL', path: [...paid, 'delivered'], daysAgo: 15 },
    { delivery: HOME, path: ['created', 'canceled'], daysAgo: 30 },
    { delivery: 'PICKUP', path: [...paid, 'ready', 'scheduled', 'expired'], daysAgo: 40 },
    { delivery: HOME, path: ['created', 'failed'], daysAgo: 5 },
    { delivery: HOME, path: ['created', 'failed', 'unknown'], daysAgo: 6 },
    { delivery: HOME, path: ['created', 'failed', 'canceled_refund_pending'], daysAgo: 8 },
    { delivery: HOME, path: ['created', 'failed', 'canceled_refund_pending', 'canceled_refund_succeeded'], daysAgo: 9 },
    {
      delivery: 'PICKUP',
      path: ['created', 'failed', 'canceled_refund_pending', 'refund'],
      daysAgo: 10,
      payment: 'cash',
    },
    {
      delivery: HOME,
      path: [...paid, 'shipped', 'delivered'],
      daysAgo: 45,
      tracking: true,
      payment: 'wallet',
      extra: {
        couponCode: 'SOCIA15',
        discountCents: 5000,
        promotions: [{ promo_id: 'P2X1', title: '2x1 en flats', value: 3990 }],
      },
    },
    {
      delivery: HOME,
      path: [...paid, 'shipped', 'delivered'],
      daysAgo: 60,
      tracking: true,
      extra: { devolutionGuideCents: 9900 },
    },
    { delivery: HOME, path: [...paid, 'canceled_refund_pending'], daysAgo: 70 },
    // Older than 3 months.
    { delivery: HOME, path: [...paid, 'shipped', 'delivered'], daysAgo: 120, tracking: true },
    { delivery: 'PICKUP', path: [...paid, 'ready', 'canceled'], daysAgo: 150 },
    { delivery: HOME, path: [...paid, 'shipped', 'delivered'], daysAgo: 200 },
    // Phone and store channels.
    { platform: 'call_center', path: ['confirmed'], daysAgo: 4 },
    {
      platform: 'call_center',
      path: ['confirmed', 'shipped', 'delivered'],
      daysAgo: 35,
      tracking: true,
      extra: { courierName: 'Estafeta', guideNumber: '7012345603' },
    },
    { platform: 'call_center', path: ['created', 'canceled'], daysAgo: 50 },
    { platform: 'physical_store', path: ['delivered'], daysAgo: 7 },
    { platform: 'physical_store', path: ['delivered'], daysAgo: 33 },
    { platform: 'physical_store', path: ['delivered'], daysAgo: 95 },
  ];
  for (const s of socias) await make(socia, s);
  // The Semestralidad CrediPrice line rides on a delivered order.
  await make(socia, {
    delivery: HOME,
    path: [...paid, 'shipped', 'delivered'],
    daysAgo: 18,
    tracking: true,
    extra: {
      items: [line(4), line(40), { ...digital(cat.semestralidad) }],
      courierName: 'Estafeta',
      guideNumber: '7012345604',
    },
  });

  const cliente = await person('cliente@demo.mx');
  const clientes: Spec[] = [
    {
      delivery: HOME,
      path: [...paid, 'shipped', 'delivered'],
      daysAgo: 14,
      tracking: true,
      extra: { eligibleForSurvey: true, courierName: 'Estafeta', guideNumber: '7012345605' },
    },
    {
      delivery: HOME,
      path: [...paid, 'shipped'],
      daysAgo: 2,
      tracking: true,
      extra: { courierName: 'DHL', guideNumber: '4420981178' },
    },
    { delivery: 'PICKUP', path: [...paid, 'ready'], daysAgo: 1 },
    { delivery: HOME, path: ['created'], daysAgo: 0 },
    { delivery: HOME, path: ['created', 'canceled'], daysAgo: 28 },
    { delivery: 'PICKIT', path: paid, daysAgo: 3 },
    { platform: 'call_center', path: ['confirmed', 'shipped', 'delivered'], daysAgo: 22, tracking: true },
    { platform: 'physical_store', path: ['delivered'], daysAgo: 11 },
    { platform: 'physical_store', path: ['delivered'], daysAgo: 64 },
  ];
  for (const s of clientes) await make(cliente, s);
  // Issue 19 point 4: an unpaid wallet order of the socia, paid from its mercado_pago_preference_id.
  await make(socia, { delivery: HOME, path: ['created'], daysAgo: 0, payment: 'wallet' });
}

/** The card provider's record of an unpaid demo order's payment (so its intent can be read and paid). */
/** The card provider's intent of an unpaid order (what checkout leaves behind): its number, its voucher page. */
export async function attachIntent(db: DbOrTx, orderId: number, amount: number, method: string, now: Date) {
  const { payments } = await import('../schema/index');
  const methodType = method === 'cash' ? 'oxxo' : method === 'transfer' ? 'customer_balance' : 'card';
  const intentId = `pi_${randomBytes(12).toString('hex')}`;
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) return;
  const expiresAt = methodType === 'card' ? null : referenceExpiry(now);
  await db.insert(sandboxCardIntents).values({
    id: intentId,
    clientSecret: `${intentId}_secret_${randomBytes(10).toString('hex')}`,
    amountCents: amount,
    status: methodType === 'card' ? 'requires_payment_method' : 'requires_action',
    methodType,
    brand: methodType === 'oxxo' ? 'oxxo' : null,
    metadata: { reference: payment.reference },
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  await db
    .update(payments)
    .set({
      providerId: intentId,
      methodType,
      status: methodType === 'card' ? 'requires_payment_method' : 'requires_action',
      expiresAt,
    })
    .where(eq(payments.id, payment.id));
}
