import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import {
  contactAddressBody,
  contactAddressParams,
  contactBody,
  contactCodeRequestBody,
  contactCodeValidationBody,
  contactCodeValidationResponse,
  contactDeleteQuery,
  contactListQuery,
  contactLookupQuery,
  contactMemberQuery,
  contactParams,
  contactListResponse,
  contactView,
} from '@shop/contracts/contacts';
import { MANAGE_CONTACT_TOKEN_HEADER } from '@shop/contracts/contacts-messages';
import { otpRequestResponse } from '@shop/contracts/one-time-codes';
import { assertOwnCustomer } from '../../plugins/session';
import type { ContactsService } from './service';

const tokenHeaders = z.object({ [MANAGE_CONTACT_TOKEN_HEADER]: z.string().max(200).optional() }).passthrough();
const tags = ['contacts'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * A member's clients (contacts) and their addresses. The spec shows GET contacts/{contactId}?member_id= and
 * DELETE {api}/v1/contacts/{contactId}?memberId=; the other paths are decision 0530's.
 */
export function contactRoutes(deps: { contacts: ContactsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/contacts',
      {
        schema: {
          tags,
          summary: 'Her clients; find = first-name or phone prefix (≤ 5 characters)',
          querystring: contactListQuery,
          response: { 200: contactListResponse, ...failures },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.query.member_id });
        return deps.contacts.list(me, request.query.find);
      },
    );

    app.get(
      '/v1/contacts/lookup',
      {
        schema: {
          tags,
          summary: 'Her client with this phone (404 when none)',
          querystring: contactLookupQuery,
          response: { 200: contactView, ...failures },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.query.member_id });
        return deps.contacts.lookup(me, request.query.phone);
      },
    );

    app.get(
      '/contacts/:contactId',
      {
        schema: {
          tags,
          summary: 'One client with her addresses',
          params: contactParams,
          querystring: contactMemberQuery,
          response: { 200: contactView, ...failures },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.query.member_id });
        return deps.contacts.get(me, request.params.contactId);
      },
    );

    app.post(
      '/v1/otps/contacts',
      {
        schema: {
          tags,
          summary: "Send a 6-digit code by SMS to the client's phone (before creating a client or changing her phone)",
          body: contactCodeRequestBody,
          response: { 201: otpRequestResponse, ...failures, 429: errorBody, 502: errorBody },
        },
      },
      async (request, reply) => {
        const me = assertOwnCustomer(request, { customerId: request.body.member_id });
        return reply.code(201).send(await deps.contacts.requestCode(me, request.body.phone));
      },
    );

    app.post(
      '/v1/otps/validation/contact',
      {
        schema: {
          tags,
          summary: `Check the client's code; the answer header ${MANAGE_CONTACT_TOKEN_HEADER} allows one create or phone change`,
          body: contactCodeValidationBody,
          response: { 200: contactCodeValidationResponse, ...failures },
        },
      },
      async (request, reply) => {
        const me = assertOwnCustomer(request, { customerId: request.body.member_id });
        const result = await deps.contacts.validateCode(me, request.body.otp);
        reply.header(MANAGE_CONTACT_TOKEN_HEADER, result.token);
        return { phone: result.phone };
      },
    );

    app.post(
      '/v1/contacts',
      {
        schema: {
          tags,
          summary: `Create a client (needs the ${MANAGE_CONTACT_TOKEN_HEADER} header for her phone)`,
          headers: tokenHeaders,
          body: contactBody,
          response: { 201: contactView, ...failures },
        },
      },
      async (request, reply) => {
        const me = assertOwnCustomer(request, {});
        const token = request.headers[MANAGE_CONTACT_TOKEN_HEADER];
        return reply.code(201).send(await deps.contacts.create(me, request.body, token));
      },
    );

    app.put(
      '/v1/contacts/:contactId',
      {
        schema: {
          tags,
          summary: `Update a client (a new phone needs the ${MANAGE_CONTACT_TOKEN_HEADER} header for it)`,
          headers: tokenHeaders,
          params: contactParams,
          body: contactBody,
          response: { 200: contactView, ...failures },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, {});
        const token = request.headers[MANAGE_CONTACT_TOKEN_HEADER];
        return deps.contacts.update(me, request.params.contactId, request.body, token);
      },
    );

    app.delete(
      '/v1/contacts/:contactId',
      {
        schema: {
          tags,
          summary: 'Delete a client and her addresses (her orders stay, without a client)',
          params: contactParams,
          querystring: contactDeleteQuery,
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        const me = assertOwnCustomer(request, { customerId: request.query.memberId });
        await deps.contacts.remove(me, request.params.contactId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/v1/contacts/:contactId/addresses',
      {
        schema: {
          tags,
          summary: 'Add an address to a client (state, municipality and city from the postal-code catalogue)',
          params: contactParams,
          body: contactAddressBody,
          response: { 201: contactView, ...failures },
        },
      },
      async (request, reply) => {
        const me = assertOwnCustomer(request, {});
        return reply.code(201).send(await deps.contacts.addAddress(me, request.params.contactId, request.body));
      },
    );

    app.put(
      '/v1/contacts/:contactId/addresses/:addressId',
      {
        schema: {
          tags,
          summary: "Replace a client's address",
          params: contactAddressParams,
          body: contactAddressBody,
          response: { 200: contactView, ...failures },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, {});
        const { contactId, addressId } = request.params;
        return deps.contacts.updateAddress(me, contactId, addressId, request.body);
      },
    );

    app.delete(
      '/v1/contacts/:contactId/addresses/:addressId',
      {
        schema: {
          tags,
          summary: "Delete a client's address",
          params: contactAddressParams,
          response: { 200: contactView, ...failures },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, {});
        const { contactId, addressId } = request.params;
        return deps.contacts.removeAddress(me, contactId, addressId);
      },
    );
  };
}
