/**
 * Default shipping and billing rules of the address book (customer-account.md §5, reseller-area.md §4-§5).
 * The web form and the API both follow them.
 */
export interface DefaultFlags {
  default_shipping: boolean;
  default_billing: boolean;
}

/**
 * The flags an address ends up with when saved. `current` is the address as stored (null when new) and
 * `others` the number of the customer's other addresses. With a single address both flags are forced on;
 * a default stays default until another address takes the role.
 */
export function resolveDefaults(requested: DefaultFlags, current: DefaultFlags | null, others: number): DefaultFlags {
  if (others === 0) return { default_shipping: true, default_billing: true };
  return {
    default_shipping: requested.default_shipping || (current?.default_shipping ?? false),
    default_billing: requested.default_billing || (current?.default_billing ?? false),
  };
}

export type DeleteBlock = 'only' | 'default' | null;

/** Why an address cannot be deleted: it is the only one, or the default shipping or billing address. */
export function deleteBlock(address: DefaultFlags, count: number): DeleteBlock {
  if (count <= 1) return 'only';
  if (address.default_shipping || address.default_billing) return 'default';
  return null;
}

/** What the form and the list disable for an address (`null` = a new address). */
export function addressControls(address: DefaultFlags | null, count: number) {
  const forced = address === null ? count === 0 : count <= 1;
  return {
    defaultShippingDisabled: forced || (address?.default_shipping ?? false),
    defaultBillingDisabled: forced || (address?.default_billing ?? false),
    deleteDisabled: address !== null && deleteBlock(address, count) !== null,
  };
}
