import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { addressInput, addressListParams, addressParams } from '@shop/contracts/addresses';
import { customerAddress } from '@shop/contracts/profile';
import { assertOwnCustomer } from '../../plugins/session';
import type { AddressService } from './service';

const addressList = z.array(customerAddress);
const responses = { 200: addressList, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** The spec's PUT customers/{customer_id}/addresses/{address_id?}: without an id it adds, with one it replaces. */
export function addressRoutes(deps: { addresses: AddressService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/customers/:customer_id/addresses',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Add a shipping/billing address; answers the address list',
          params: addressListParams,
          body: addressInput,
          response: responses,
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.params.customer_id });
        return deps.addresses.save(me, undefined, request.body);
      },
    );

    app.put(
      '/customers/:customer_id/addresses/:address_id',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Replace an address; answers the address list',
          params: addressParams,
          body: addressInput,
          response: responses,
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.params.customer_id });
        return deps.addresses.save(me, request.params.address_id, request.body);
      },
    );

    app.delete(
      '/customers/:customer_id/addresses/:address_id',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Delete an address that is neither a default nor the only one; answers the address list',
          params: addressParams,
          response: { 200: addressList, 401: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.params.customer_id });
        return deps.addresses.remove(me, request.params.address_id);
      },
    );
  };
}
