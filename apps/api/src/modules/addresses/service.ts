import { ADDRESS_LIMITS, addressMessages, type AddressData } from '@shop/contracts/addresses';
import { deleteBlock, resolveDefaults } from '@shop/domain/addresses';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { HttpError } from '../../lib/http-errors';
import { lockCustomer } from '../customers/public';
import { addressView } from '../customers/profile';
import { findColony } from '../postal-codes/public';
import * as repo from './repository';

/**
 * The address book. Each write locks the customer's row, so the default rules (customer-account.md §5,
 * reseller-area.md §4-§5) hold even with two requests at once in different API processes.
 */
export function createAddressService(deps: { db: Db }) {
  async function list(customerId: number) {
    return (await repo.listAddresses(deps.db, customerId)).map(addressView);
  }

  return {
    list,

    /** Creates (without `addressId`) or replaces an address; answers the whole list. */
    async save(customer: CustomerRow, addressId: number | undefined, input: AddressData) {
      const colony = await findColony(deps.db, input.zip_code, input.colony.id);
      if (!colony) {
        throw new HttpError(400, addressMessages.colonyNotInZip, [
          { path: 'colony.id', message: addressMessages.colonyNotInZip },
        ]);
      }
      await deps.db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        const current = addressId === undefined ? null : await repo.findAddress(tx, customer.id, addressId);
        if (addressId !== undefined && !current) throw new HttpError(404, addressMessages.notFound);
        const total = await repo.countAddresses(tx, customer.id);
        if (!current && total >= ADDRESS_LIMITS.perCustomer)
          throw new HttpError(409, addressMessages.tooMany(ADDRESS_LIMITS.perCustomer));
        const others = current ? total - 1 : total;
        const flags = resolveDefaults(
          { default_shipping: input.default_shipping, default_billing: input.default_billing },
          current && { default_shipping: current.defaultShipping, default_billing: current.defaultBilling },
          others,
        );
        await repo.clearDefaults(tx, customer.id, current?.id ?? null, {
          shipping: flags.default_shipping,
          billing: flags.default_billing,
        });
        const values: repo.AddressValues = {
          firstname: customer.firstname,
          lastname: [customer.lastname, customer.motherLastName].filter(Boolean).join(' '),
          street: input.street,
          externalNumber: input.external_number,
          internalNumber: input.internal_number ?? null,
          postcode: colony.zipCode,
          colonyId: colony.colonyId,
          colony: colony.colony,
          municipalityId: colony.municipalityId,
          municipality: colony.municipality,
          stateId: colony.stateId,
          state: colony.state,
          city: colony.city,
          telephone: input.mobile_telephone,
          reference: input.reference,
          defaultShipping: flags.default_shipping,
          defaultBilling: flags.default_billing,
        };
        if (current) await repo.updateAddress(tx, customer.id, current.id, values);
        else await repo.insertAddress(tx, customer.id, values);
      });
      return list(customer.id);
    },

    async remove(customer: CustomerRow, addressId: number) {
      await deps.db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        const address = await repo.findAddress(tx, customer.id, addressId);
        if (!address) throw new HttpError(404, addressMessages.notFound);
        const block = deleteBlock(
          { default_shipping: address.defaultShipping, default_billing: address.defaultBilling },
          await repo.countAddresses(tx, customer.id),
        );
        if (block === 'only') throw new HttpError(409, addressMessages.cannotDeleteOnly);
        if (block === 'default') throw new HttpError(409, addressMessages.cannotDeleteDefault);
        await repo.deleteAddress(tx, customer.id, addressId);
      });
      return list(customer.id);
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
