import { z } from './zod';
import { blankToUndefined } from './input';
import { emailField, mobilePhone, personName } from './auth';
import { contactMobile } from './addresses';
import { contactsMessages } from './contacts-messages';
import { storeRequestsMessages } from './store-requests-messages';
import {
  customStoresMessages as m,
  MARGIN_MAX,
  MARGIN_MIN,
  PUBLIC_ORDER_LIMITS,
  WELCOME_MESSAGE_MAX,
} from './custom-stores-messages';

/**
 * Wire schemas of the personalised store, its margins and the public store: reseller-area.md §3, §5, §7;
 * customer-account.md §3 (Custom store, Custom-store margins) and §7. Decision 0501 for the unshown parts.
 */

const id = z.string().trim().min(1).max(64);

export const customStoreParams = z.object({ customStoreId: id });
export const publicProductParams = z.object({ customStoreId: id, productId: z.string().trim().min(1).max(40) });
export const storeIdParams = z.object({ store_id: id });

/** PATCH custom-store/{store_id}: answers {photo}. The photo itself is uploaded as bytes (decision 0501). */
export const customStoreEditBody = z.object({
  welcome_message: z.string({ error: m.required }).trim().min(1, m.required).max(WELCOME_MESSAGE_MAX, m.welcomeTooLong),
  phone: contactMobile,
  email: emailField(m.emailRequired),
  display_inventory_darkstore: z.boolean(),
  display_inventory_favorite_store: z.boolean(),
  /** The photo link answered by the upload (or the current one); null removes it. */
  photo: z.string().max(500).nullable().optional(),
  store_id: id.optional(),
  /** Tell her of each new order from her store by e-mail / SMS (decision 0722); left out: unchanged. */
  notify_email: z.boolean().optional(),
  notify_sms: z.boolean().optional(),
});
export type CustomStoreEditBody = z.output<typeof customStoreEditBody>;
export const customStoreEditResponse = z.object({ photo: z.string().nullable() });

const margin = z
  .number({ error: m.margins.invalid })
  .int(m.margins.invalid)
  .min(MARGIN_MIN, m.margins.invalid)
  .max(MARGIN_MAX, m.margins.invalid);

/** Save earnings margins (path not shown: PUT /api/custom-store/{store_id}/margins, decision 0501). */
export const earningsMarginsBody = z.object({
  earnings_margin: margin,
  earnings_margin_1: margin.nullable(),
  earnings_margin_2: margin.nullable(),
  earnings_margin_3: margin.nullable(),
  earnings_margin_4: margin.nullable(),
  /** 1: margins by price range (earnings_margin_1 to _4); 0: earnings_margin for every product. */
  custom_range_margin: z.union([z.literal(0), z.literal(1)]),
  ps_suggested_margin: margin.optional(),
});
export type EarningsMarginsBody = z.output<typeof earningsMarginsBody>;

/** 'Modo cliente' saves at once to the customer data. */
export const clientModeBody = z.object({ client_mode: z.boolean() });

const cents = z.number().int().nonnegative().describe('MXN in integer centavos (26158 = $261.58)');

/** The owner's view of her store. */
export const customStoreView = z.object({
  store_id: z.string(),
  welcome_message: z.string(),
  photo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  display_inventory_darkstore: z.boolean(),
  display_inventory_favorite_store: z.boolean(),
  custom_range_margin: z.number().int().nullable(),
  installment_percentage: z.number().int(),
  installment_weeks: z.number().int(),
  weekly_installments: z.number().int(),
  downpayment_percentage: z.number().int(),
  downpayment: cents.nullable(),
  earnings_margin: z.number().int(),
  earnings_margin_1: z.number().int().nullable(),
  earnings_margin_2: z.number().int().nullable(),
  earnings_margin_3: z.number().int().nullable(),
  earnings_margin_4: z.number().int().nullable(),
  ps_suggested_margin: z.number().int(),
  ps_suggested_default_margin: z.number().int(),
  /** Whether she is told of each new order from her store by e-mail / by SMS (decision 0722). */
  notify_email: z.boolean(),
  notify_sms: z.boolean(),
});

/** GET api-composer/custom-stores/{customStoreId} for anyone: no margin, base price or private field. */
export const publicCustomStoreView = z.object({
  store_id: z.string(),
  welcome_message: z.string(),
  photo: z.string().nullable(),
  /** For the WhatsApp button. */
  phone: z.string().nullable(),
  installment_weeks: z.number().int(),
  /** Her installment terms, for the bag to show the weekly plan before sending (decision 0725). */
  installment_percentage: z.number().int(),
  /** Raw value: percent = raw / 1000 × 100. */
  downpayment_percentage: z.number().int(),
  downpayment: cents.nullable(),
});

export type PublicCustomStore = z.output<typeof publicCustomStoreView>;

/** The public store's 'Enviar pedido' (path not shown: POST /api/tienda/{customStoreId}/pedidos, decision 0501). */
export const publicStoreOrderBody = z.object({
  first_name: personName(contactsMessages.firstNameRequired),
  last_name: personName(contactsMessages.lastNameRequired),
  phone: mobilePhone,
  email: z.preprocess(blankToUndefined, emailField().optional()),
  payment_option: z.enum(['cash', 'installments']),
  items: z
    .array(
      z.object({
        sku: z.string().trim().min(1).max(40),
        qty: z.number().int().min(1).max(PUBLIC_ORDER_LIMITS.unitsPerLine, m.publicStore.tooManyUnits),
      }),
    )
    .min(1, m.publicStore.emptyOrder)
    .max(PUBLIC_ORDER_LIMITS.lines, m.publicStore.tooManyLines),
  customer_notes: z.string().max(500).optional(),
});
export type PublicStoreOrderBody = z.output<typeof publicStoreOrderBody>;

/** Her store's photo upload (PUT /api/custom-store/{store_id}/photo, the image's bytes as the body; decision 0520). */
export const storePhotoResponse = z.object({ photo: z.string() });

/** Store activation (POST /api/custom-store, decision 0520): asks only her welcome message, which may be left out. */
export const activateStoreBody = z.object({
  welcome_message: z.string().trim().max(WELCOME_MESSAGE_MAX, m.welcomeTooLong).optional(),
});

/** The public store's catalogue: her customer prices only (never the member price). */
export const publicCatalogueQuery = z.object({
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const publicCatalogueResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  products: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      color: z.string(),
      image_url: z.string(),
      /** Her customer price, centavos. */
      price: cents,
      sizes: z.array(z.object({ sku: z.string(), size_label: z.string(), available: z.boolean() })),
    }),
  ),
});
export type PublicCatalogue = z.output<typeof publicCatalogueResponse>;

/** A product page of the public store (decision 0523): her customer price and the sizes' availability only. */
export const publicProductResponse = z.object({
  product_id: z.string(),
  name: z.string(),
  color: z.string(),
  description: z.string(),
  image_urls: z.array(z.string()),
  /** Her customer price, centavos. */
  price: cents,
  sizes: z.array(z.object({ sku: z.string(), size_label: z.string(), available: z.boolean() })),
});
export type PublicProduct = z.output<typeof publicProductResponse>;

/** What the visitor sees after 'Enviar pedido'. */
export const publicStoreOrderResponse = z.object({
  /** The token of the order's status page (/tienda/{id}/pedido#{token}); only its digest is kept. */
  status_token: z.string(),
  ticket: z.string(),
  grand_total: cents,
  payment_option: z.enum(['cash', 'installments']),
  installment_grand_total: cents.nullable(),
  /** Her phone for the WhatsApp link (null when she has none). */
  whatsapp_phone: z.string().nullable(),
});
export type PublicStoreOrderResponse = z.output<typeof publicStoreOrderResponse>;

/** Her orders from her store that wait for her (issue 27, decision 0721). */
export const storeRequestParams = z.object({ request_id: z.uuid({ error: storeRequestsMessages.notFound }) });
export const storeRequestView = z.object({
  request_id: z.string(),
  created_at: z.string(),
  /** As the client typed them. */
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  customer_notes: z.string().nullable(),
  payment_option: z.enum(['cash', 'installments']).nullable(),
  grand_total: cents,
  installment_grand_total: cents.nullable(),
  downpayment: cents.nullable(),
  installment_weeks: z.number().int().nullable(),
  weekly_payment: cents.nullable(),
  items: z.array(
    z.object({ name: z.string(), size_label: z.string(), qty: z.number().int(), price: cents, image_url: z.string() }),
  ),
  /** Her client with the phone the client typed, if she has one: accepting files the order under that client. */
  match: z
    .object({ contact_id: z.string(), first_name: z.string(), last_name: z.string(), phone: z.string() })
    .nullable(),
});
export type StoreRequestView = z.output<typeof storeRequestView>;
export const storeRequestsResponse = z.object({ count: z.number().int(), requests: z.array(storeRequestView) });
export type StoreRequestsResponse = z.output<typeof storeRequestsResponse>;
export const acceptRequestResponse = z.object({ cart_id: z.string(), contact_id: z.string() });

/** The client's status page of her order (GET /api/pedidos-de-tienda/{token}; decision 0725). */
export const orderStatusParams = z.object({
  token: z.string().regex(/^[\w-]{32}$/, storeRequestsMessages.statusNotFound),
});
export const publicOrderStatus = z.object({
  status: z.enum(['pending', 'accepted', 'rejected']),
  store_id: z.string(),
  ticket: z.string().nullable(),
  created_at: z.string(),
  first_name: z.string(),
  payment_option: z.enum(['cash', 'installments']).nullable(),
  grand_total: cents.nullable(),
  installment_grand_total: cents.nullable(),
  whatsapp_phone: z.string().nullable(),
});
export type PublicOrderStatus = z.output<typeof publicOrderStatus>;
