import { randomBytes } from 'node:crypto';
import type { Clock } from '@shop/domain/clock';
import { customerPrice, type StoreMargins } from '@shop/domain/customer-prices';
import { paymentOptionOf, shortCartId } from '@shop/domain/customer-orders';
import type { Db } from '@shop/db/client';
import type { CustomStoreRow, CustomerRow, StoreRequestRow } from '@shop/db/schema/index';
import { messages } from '@shop/contracts/messages';
import {
  PUBLIC_ORDER_LIMITS,
  STORE_PHOTO_MAX_BYTES,
  customStoresMessages,
} from '@shop/contracts/custom-stores-messages';
import { storeRequestsMessages } from '@shop/contracts/store-requests-messages';
import type {
  CustomStoreEditBody,
  EarningsMarginsBody,
  PublicCatalogue,
  PublicProduct,
  PublicStoreOrderBody,
  PublicStoreOrderResponse,
  StoreRequestsResponse,
  PublicOrderStatus,
} from '@shop/contracts/custom-stores';
import { HttpError } from '../../lib/http-errors';
import type { SqlPart } from '../../lib/sql-parts-repository';
import { availabilityFor } from '../catalog/public';
import { createThrottle } from '../auth/throttle';
import { DAY_MS, HOUR_MS, createQuota } from '../auth/quota';
import type { CustomCartsService } from '../custom-carts/service';
import { PhotoRefused, publishablePhoto } from './photo-pipeline';
import {
  countPendingRequests,
  decideRequest,
  deleteRequestCart,
  findCustomStoreId,
  readStoreToday,
  storeTodaySql,
  insertStoreRequest,
  lockPendingRequest,
  pendingRequests,
  requestByStatusToken,
  findPhoto,
  replaceLegacyPhoto,
  storePreview,
  insertStore,
  ownStore,
  publicStore,
  savePhoto,
  storeCatalogue,
  storeProduct,
  storeMarginsOf,
  updateCustomerMargins,
  updateStore,
} from './repository';
import { contactForPhone } from '../contacts/service';
import { tokenDigest } from '../../lib/token-digest';

const notFound = () => new HttpError(404, messages.generic.notFound);
const storeNotFound = () => new HttpError(404, customStoresMessages.notFound);
const requestNotFound = () => new HttpError(404, storeRequestsMessages.notFound);
/** Her waiting requests shown at once (the count says how many wait in all). */
const REQUESTS_PAGE = 50;
const isMember = (c: CustomerRow) => c.role === 'rolMember';

/** An order from her store, as saved. */
export type RequestPlaced = NonNullable<Awaited<ReturnType<CustomCartsService['choosePayment']>>> & {
  request: StoreRequestRow;
};

/** Orders one client address may send before the back-off starts (decision 0520). */
export const PUBLIC_ORDERS_FREE = 5;
export const CATALOGUE_PAGE_SIZE = 24;

/** The photo's type from its first bytes (JPEG, PNG or WebP), or null: the declared type is not trusted. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const b = (i: number) => bytes[i];
  if (bytes.length >= 3 && b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v))
    return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Whether each size is available in her store: digital always; otherwise by her inventory switches (darkstore: the
 * online warehouse; favourite store: pickup stores); with both off, any stock (decision 0520).
 */
async function availabilityIn(
  db: Db,
  s: Pick<CustomStoreRow, 'displayInventoryDarkstore' | 'displayInventoryFavoriteStore'>,
  rows: { id: string; isDigital: boolean }[],
  sizes: { sku: string }[],
) {
  const stock = await availabilityFor(
    db,
    sizes.map((z) => z.sku),
  );
  const digital = new Set(rows.filter((r) => r.isDigital).map((r) => r.id));
  return (sku: string, productId: string) => {
    if (digital.has(productId)) return true;
    const a = stock.get(sku);
    const online = (a?.online ?? 0) > 0;
    const pickup = (a?.pickup ?? 0) > 0;
    if (!s.displayInventoryDarkstore && !s.displayInventoryFavoriteStore) return online || pickup;
    return (s.displayInventoryDarkstore && online) || (s.displayInventoryFavoriteStore && pickup);
  };
}

/** The shop's link-preview card for a store without a photo (apps/web/public; decision 0723). */
export const DEFAULT_STORE_CARD = '/tarjeta-tienda.jpg';

/** Her photo's 1200×630 JPEG card for link previews, versioned as the photo (decision 0723). */
export const photoCardLink = (storeId: string, at: Date) =>
  `/api/custom-store-photos/${encodeURIComponent(storeId)}/tarjeta.jpg?v=${at.getTime()}`;

/** The link the spec answers as `photo`; the version makes a new photo a new URL for caches. */
export const photoLink = (storeId: string, at: Date) =>
  `/api/custom-store-photos/${encodeURIComponent(storeId)}?v=${at.getTime()}`;

function ownerView(s: CustomStoreRow) {
  return {
    store_id: s.storeId,
    welcome_message: s.welcomeMessage,
    photo: s.photo,
    phone: s.phone,
    email: s.email,
    display_inventory_darkstore: s.displayInventoryDarkstore,
    display_inventory_favorite_store: s.displayInventoryFavoriteStore,
    custom_range_margin: s.customRangeMargin,
    installment_percentage: s.installmentPercentage,
    installment_weeks: s.installmentWeeks,
    weekly_installments: s.weeklyInstallments,
    downpayment_percentage: s.downpaymentPercentage,
    downpayment: s.downpayment,
    earnings_margin: s.earningsMargin,
    earnings_margin_1: s.earningsMargin1,
    earnings_margin_2: s.earningsMargin2,
    earnings_margin_3: s.earningsMargin3,
    earnings_margin_4: s.earningsMargin4,
    ps_suggested_margin: s.psSuggestedMargin,
    ps_suggested_default_margin: s.psSuggestedDefaultMargin,
    notify_email: s.notifyEmail,
    notify_sms: s.notifySms,
  };
}

/**
 * The personalised store (reseller-area.md §2, §3, §5, §7): her store, its edit and photo, her margins and
 * client mode, activation, and the public store where her customers see her prices and send her orders.
 * Orders become custom carts only through the custom-carts service (decision 0501 Seams).
 */
export function createCustomStoresService(deps: {
  db: Db;
  clock: Clock;
  carts: Pick<CustomCartsService, 'createCart' | 'addItems' | 'choosePayment' | 'load' | 'register'>;
  /** Told of each order from her store once it is saved (she is notified: decision 0722); its failure is logged. */
  onRequest?: ((store: CustomStoreRow, request: RequestPlaced) => Promise<void>) | undefined;
}) {
  const { db, clock } = deps;
  const throttle = createThrottle(db, clock);
  const quota = createQuota(db, clock);

  /**
   * The store's photo row; a photo stored before the pipeline (no card) is decoded and re-encoded once, its version
   * kept. One that does not decode is dropped from the public store (served as missing).
   */
  async function processed(storeId: string) {
    const row = await findPhoto(db, storeId);
    if (!row || row.cardBytes) return row;
    try {
      const published = await publishablePhoto(row.bytes);
      await replaceLegacyPhoto(db, storeId, published.contentType, published.photo, published.card);
      return { ...row, contentType: published.contentType, bytes: published.photo, cardBytes: published.card };
    } catch {
      return undefined;
    }
  }

  async function mine(me: CustomerRow, storeId: string) {
    const store = await ownStore(db, me.id, storeId);
    if (!store) throw notFound();
    return store;
  }

  return {
    storeIdOf: (me: CustomerRow) => findCustomStoreId(db, me.id),
    /** 'Hoy' (decision 0760): her store's id, how many requests wait and the newest `limit` (lib/sql-parts-repository). */
    todayPart: {
      sql: storeTodaySql,
      values: ({ limit }: { limit: number }) => ({ stores_limit: Math.min(limit, REQUESTS_PAGE) }),
      read: (json: unknown) => readStoreToday(json),
    } satisfies SqlPart<{ limit: number }, unknown>,

    view: async (me: CustomerRow, storeId: string) => ownerView(await mine(me, storeId)),

    /** 'Activar mi tienda': members only; a member who has a store gets it back. */
    async activate(me: CustomerRow, welcomeMessage: string | undefined) {
      if (!isMember(me)) throw new HttpError(403, messages.generic.forbidden);
      const existing = await findCustomStoreId(db, me.id);
      if (existing) return { storeId: existing, created: false };
      const storeId = randomBytes(5).toString('hex');
      const created = await insertStore(db, {
        storeId,
        customerId: me.id,
        welcomeMessage: welcomeMessage || '¡Bienvenida a mi tienda!',
        at: clock.now(),
      });
      return { storeId: created?.storeId ?? (await findCustomStoreId(db, me.id))!, created: Boolean(created) };
    },

    async edit(me: CustomerRow, storeId: string, body: CustomStoreEditBody) {
      const store = await mine(me, storeId);
      // The photo is set by its upload; the edit keeps it, or removes it with null.
      const photo = body.photo === null ? null : store.photo;
      const row = await updateStore(
        db,
        me.id,
        storeId,
        {
          welcomeMessage: body.welcome_message,
          phone: body.phone,
          email: body.email,
          displayInventoryDarkstore: body.display_inventory_darkstore,
          displayInventoryFavoriteStore: body.display_inventory_favorite_store,
          photo,
          ...(body.notify_email === undefined ? {} : { notifyEmail: body.notify_email }),
          ...(body.notify_sms === undefined ? {} : { notifySms: body.notify_sms }),
        },
        clock.now(),
      );
      return { photo: row?.photo ?? null };
    },

    /**
     * The photo's bytes: at most 1 MiB, decoded as a JPEG, PNG or WebP whatever the request says, at most 50
     * megapixels, and published re-encoded without metadata with its link-preview card (decision 0724).
     */
    async uploadPhoto(me: CustomerRow, storeId: string, bytes: Uint8Array) {
      await mine(me, storeId);
      if (bytes.length === 0 || bytes.length > STORE_PHOTO_MAX_BYTES)
        throw new HttpError(400, customStoresMessages.photoTooLarge);
      if (!imageTypeOf(bytes)) throw new HttpError(400, customStoresMessages.photoType);
      const published = await publishablePhoto(bytes).catch((err: unknown) => {
        if (err instanceof PhotoRefused)
          throw new HttpError(
            400,
            err.reason === 'too-large' ? customStoresMessages.photoDimensions : customStoresMessages.photoUnreadable,
          );
        throw err;
      });
      const at = clock.now();
      const photo = photoLink(storeId, at);
      await db.transaction(async (tx) => {
        await savePhoto(tx, storeId, published.contentType, published.photo, published.card, at);
        await updateStore(tx, me.id, storeId, { photo }, at);
      });
      return { photo };
    },

    /** Her photo as published; one stored before the pipeline is re-encoded first (decision 0724). */
    photo: async (storeId: string) => (await processed(storeId)) ?? null,

    /** Her photo's link-preview card (1200×630 JPEG). */
    async photoCard(storeId: string) {
      const row = await processed(storeId);
      return row?.cardBytes ? { bytes: row.cardBytes, updatedAt: row.updatedAt } : null;
    },

    /**
     * Her store's link preview (decision 0723): her name, her welcome, her photo's card (or the shop's default card)
     * and the store's link, all from the shop's public address; undefined for an unknown store.
     */
    async preview(storeId: string, publicUrl: string) {
      let p = await storePreview(db, storeId);
      if (!p) return undefined;
      if (p.photoAt && !p.hasCard && (await processed(storeId))?.cardBytes) p = { ...p, hasCard: true };
      const name = `${p.firstname} ${p.lastname}`.trim();
      const path = `/tienda/${encodeURIComponent(p.storeId)}`;
      return {
        title: `Tienda de ${name} · Price Shoes`,
        description: p.welcomeMessage || `Compra en la tienda Price Shoes de ${name}.`,
        image:
          p.hasCard && p.photoAt
            ? `${publicUrl}${photoCardLink(p.storeId, p.photoAt)}`
            : `${publicUrl}${DEFAULT_STORE_CARD}`,
        imageAlt: p.hasCard ? `Foto de ${name}` : 'Price Shoes',
        url: `${publicUrl}${path}`,
      };
    },

    async saveMargins(me: CustomerRow, storeId: string, body: EarningsMarginsBody) {
      await mine(me, storeId);
      const row = await db.transaction(async (tx) => {
        const updated = await updateStore(
          tx,
          me.id,
          storeId,
          {
            earningsMargin: body.earnings_margin,
            earningsMargin1: body.earnings_margin_1,
            earningsMargin2: body.earnings_margin_2,
            earningsMargin3: body.earnings_margin_3,
            earningsMargin4: body.earnings_margin_4,
            customRangeMargin: body.custom_range_margin,
            ...(body.ps_suggested_margin === undefined ? {} : { psSuggestedMargin: body.ps_suggested_margin }),
          },
          clock.now(),
        );
        await updateCustomerMargins(tx, me.id, { earningsMargin: body.earnings_margin });
        return updated!;
      });
      return ownerView(row);
    },

    /**
     * 'Modo cliente' (reseller-area.md §2, §4): while a member has it on, the catalogue shows her the price her
     * customers pay, by her store's margins (her own earnings margin when she has no store; decision 0522).
     */
    clientModePrices: async (customer: CustomerRow | null) => {
      if (!customer || !isMember(customer) || !customer.clientMode) return null;
      const margins: StoreMargins = (await storeMarginsOf(db, customer.id)) ?? {
        earningsMargin: customer.earningsMargin,
      };
      return (memberPrice: number) => customerPrice(memberPrice, margins);
    },

    async setClientMode(me: CustomerRow, on: boolean) {
      if (!isMember(me)) throw notFound();
      await updateCustomerMargins(db, me.id, { clientMode: on });
      return { client_mode: on };
    },

    async publicView(storeId: string) {
      const s = await publicStore(db, storeId);
      if (!s) throw storeNotFound();
      return {
        store_id: s.storeId,
        welcome_message: s.welcomeMessage,
        photo: s.photo,
        phone: s.phone,
        installment_weeks: s.installmentWeeks,
        installment_percentage: s.installmentPercentage,
        downpayment_percentage: s.downpaymentPercentage,
        downpayment: s.downpayment,
      };
    },

    /** The client's status page of her order (decision 0725): by its unguessable token only. */
    async requestStatus(token: string): Promise<PublicOrderStatus> {
      const found = await requestByStatusToken(db, tokenDigest(token));
      if (!found) throw new HttpError(404, storeRequestsMessages.statusNotFound);
      const { request: r, cart } = found;
      const store = await publicStore(db, r.storeId);
      return {
        status: r.status === 'accepted' ? 'accepted' : r.status === 'rejected' ? 'rejected' : 'pending',
        store_id: r.storeId,
        ticket: r.cartId ? shortCartId(r.cartId) : null,
        created_at: r.createdAt.toISOString(),
        first_name: r.firstName,
        payment_option: paymentOptionOf(cart?.selectedPayment),
        grand_total: cart?.grandTotalCents ?? null,
        installment_grand_total: cart?.installmentGrandTotalCents ?? null,
        whatsapp_phone: store?.phone ?? null,
      };
    },

    /** Her catalogue at her customer prices, with availability by her inventory switches (decision 0520). */
    async catalogue(storeId: string, q: { q?: string | undefined; page: number }): Promise<PublicCatalogue> {
      const s = await publicStore(db, storeId);
      if (!s) throw storeNotFound();
      const { rows, sizes, total } = await storeCatalogue(db, { ...q, pageSize: CATALOGUE_PAGE_SIZE });
      const available = await availabilityIn(db, s, rows, sizes);
      return {
        total,
        page: q.page,
        page_size: CATALOGUE_PAGE_SIZE,
        products: rows.map((r) => ({
          product_id: r.id,
          name: r.name,
          color: r.color,
          image_url: r.imageUrls[0] ?? '',
          price: customerPrice(Math.min(r.memberPriceCents ?? r.priceCents, r.priceCents), s),
          sizes: sizes
            .filter((z) => z.productId === r.id)
            .map((z) => ({ sku: z.sku, size_label: z.sizeLabel, available: available(z.sku, r.id) })),
        })),
      };
    },

    /** A product page of her public store: her customer price, pictures and the sizes' availability (0523). */
    async product(storeId: string, productId: string): Promise<PublicProduct> {
      const s = await publicStore(db, storeId);
      if (!s) throw storeNotFound();
      const found = await storeProduct(db, productId);
      if (!found) throw new HttpError(404, customStoresMessages.publicStore.productNotFound);
      const { row, sizes } = found;
      const available = await availabilityIn(db, s, [row], sizes);
      return {
        product_id: row.id,
        name: row.name,
        color: row.color,
        description: row.description,
        image_urls: row.imageUrls,
        price: customerPrice(Math.min(row.memberPriceCents ?? row.priceCents, row.priceCents), s),
        sizes: sizes.map((z) => ({ sku: z.sku, size_label: z.sizeLabel, available: available(z.sku, row.id) })),
      };
    },

    /**
     * 'Enviar pedido': an order that waits for the socia (issue 27, decision 0721). Its cart is a draft of her store
     * without a client (source public_store, items PENDING, the chosen payment planned), so it is in none of her lists,
     * clients or 'Mis cobranzas' until she accepts it; the client's name and phone are kept as typed. Throttled per
     * client address, capped per store and per order (decision 0720).
     */
    async placeOrder(storeId: string, body: PublicStoreOrderBody, address: string): Promise<PublicStoreOrderResponse> {
      const s = await publicStore(db, storeId);
      if (!s) throw storeNotFound();
      const key = `public-order:${address}`;
      // Counted and decided in one locked step, so concurrent orders cannot overtake the limit.
      const wait = await throttle.claim([{ key, free: PUBLIC_ORDERS_FREE }]);
      if (wait > 0) throw new HttpError(429, messages.generic.tooManyRequests);
      const memberId = s.customerId;
      const token = randomBytes(24).toString('base64url');
      const loaded = await db.transaction(async (tx) => {
        // Her store's caps, counted in this transaction: an order refused below takes its count back (decision 0720).
        const { wait: storeWait } = await quota.takeIn(tx, [
          { key: `store-orders-hour:${s.storeId}`, max: PUBLIC_ORDER_LIMITS.perStoreHour, windowMs: HOUR_MS },
          { key: `store-orders-day:${s.storeId}`, max: PUBLIC_ORDER_LIMITS.perStoreDay, windowMs: DAY_MS },
        ]);
        if (storeWait > 0) {
          const minutes = Math.max(1, Math.ceil(storeWait / 60_000));
          throw new HttpError(429, customStoresMessages.publicStore.storeBusy(minutes), undefined, {
            'retry-after': String(Math.ceil(storeWait / 1000)),
          });
        }
        const cart = await deps.carts.createCart(
          memberId,
          { contactId: null, source: 'public_store', customerNotes: body.customer_notes ?? null, draft: true },
          tx,
        );
        await deps.carts.addItems(
          memberId,
          cart.cartId,
          body.items.map((i) => ({ sku: i.sku, qty: i.qty, status: 'PENDING' as const })),
          tx,
        );
        const chosen = await deps.carts.choosePayment(memberId, cart.cartId, body.payment_option, tx);
        if (!chosen) throw storeNotFound();
        if (chosen.cart.grandTotalCents > PUBLIC_ORDER_LIMITS.valueCents)
          throw new HttpError(400, customStoresMessages.publicStore.tooMuchValue);
        const request = await insertStoreRequest(tx, {
          memberId,
          storeId: s.storeId,
          cartId: cart.cartId,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          email: body.email ?? null,
          statusTokenHash: tokenDigest(token),
          createdAt: clock.now(),
        });
        return { ...chosen, request };
      });
      // She is told (decision 0722); a failure to tell her never fails the client's order.
      await deps.onRequest?.(s, loaded).catch(() => undefined);
      return {
        status_token: token,
        ticket: shortCartId(loaded.cart.cartId),
        grand_total: loaded.cart.grandTotalCents,
        payment_option: body.payment_option,
        installment_grand_total: loaded.cart.installmentGrandTotalCents,
        whatsapp_phone: s.phone,
      };
    },

    /** Her orders from her store that wait for her, newest first (at most 50, or `limit`: 'Hoy'), and how many wait. */
    async requests(me: CustomerRow, limit = REQUESTS_PAGE): Promise<StoreRequestsResponse> {
      if (!isMember(me)) throw notFound();
      const [rows, count] = await Promise.all([
        pendingRequests(db, me.id, Math.min(limit, REQUESTS_PAGE)),
        countPendingRequests(db, me.id),
      ]);
      return {
        count,
        requests: rows.map(({ request: r, cart: c, match, items }) => ({
          request_id: r.requestId,
          created_at: r.createdAt.toISOString(),
          first_name: r.firstName,
          last_name: r.lastName,
          phone: r.phone,
          email: r.email,
          customer_notes: c.customerNotes,
          payment_option: paymentOptionOf(c.selectedPayment),
          grand_total: c.grandTotalCents,
          installment_grand_total: c.installmentGrandTotalCents,
          downpayment: c.downpaymentCents,
          installment_weeks: c.installmentWeeks,
          weekly_payment: c.weeklyPaymentCents,
          items: items.map((i) => ({
            name: i.name,
            size_label: i.sizeLabel,
            qty: i.qty,
            price: i.priceCents,
            image_url: i.imageUrls[0] ?? '',
          })),
          match: match?.contactId
            ? {
                contact_id: match.contactId,
                first_name: match.firstName,
                last_name: match.lastName,
                phone: match.phone ?? r.phone,
              }
            : null,
        })),
      };
    },

    /**
     * Accepts her request: the order is filed under her client with that phone (or a new client with the typed name
     * and phone), its plan starts today, and from now on it counts in her orders, clients and 'Mis cobranzas'.
     */
    async acceptRequest(me: CustomerRow, requestId: string) {
      if (!isMember(me)) throw notFound();
      return db.transaction(async (tx) => {
        const r = await lockPendingRequest(tx, me.id, requestId);
        if (!r?.cartId) throw requestNotFound();
        const at = clock.now();
        const contact = await contactForPhone(
          tx,
          me.id,
          { first_name: r.firstName, last_name: r.lastName, phone: r.phone, email: r.email },
          at,
        );
        const cart = await deps.carts.load(me.id, r.cartId, tx);
        if (!cart) throw requestNotFound();
        const option = cart.cart.selectedPayment === 'installments' ? 'installments' : 'cash';
        // Planned from the day she accepts: the client's first payment is due from then.
        await deps.carts.choosePayment(me.id, r.cartId, option, tx);
        await deps.carts.register(me.id, r.cartId, { contactId: contact.contactId }, tx);
        await decideRequest(tx, me.id, requestId, 'accepted', at);
        return { cart_id: r.cartId, contact_id: contact.contactId };
      });
    },

    /** Rejects her request: its order is deleted; the client's status page says it was not accepted. */
    async rejectRequest(me: CustomerRow, requestId: string) {
      if (!isMember(me)) throw notFound();
      await db.transaction(async (tx) => {
        const r = await lockPendingRequest(tx, me.id, requestId);
        if (!r?.cartId) throw requestNotFound();
        await decideRequest(tx, me.id, requestId, 'rejected', clock.now());
        await deleteRequestCart(tx, me.id, r.cartId);
      });
      return { message: storeRequestsMessages.rejected };
    },
  };
}

export type CustomStoresService = ReturnType<typeof createCustomStoresService>;
