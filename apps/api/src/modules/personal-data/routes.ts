import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@shop/contracts/auth';
import { PROFILE_UPDATE_TOKEN_HEADER } from '@shop/contracts/one-time-codes';
import {
  contactUpdateBody,
  messageResponse,
  passwordChangeBody,
  storePreferenceBody,
} from '@shop/contracts/personal-data';
import { customerProfile } from '@shop/contracts/profile';
import { assertOwnCustomer, currentCustomer, type SessionCookie } from '../../plugins/session';
import type { PersonalDataService } from './service';

export function personalDataRoutes(deps: {
  personalData: PersonalDataService;
  cookie: SessionCookie;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/auth-extension/customers/:customer_id/password',
      {
        schema: {
          tags: ['personal-data'],
          summary: 'Change the password; ends every other session of the customer',
          params: z.object({ customer_id: z.string().max(20) }),
          body: passwordChangeBody(),
          response: { 200: messageResponse, 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const me = assertOwnCustomer(request, { customerId: request.params.customer_id });
        return deps.personalData.changePassword(me, request.body, request.cookies[deps.cookie.name]);
      },
    );

    app.put(
      '/customers/me',
      {
        schema: {
          tags: ['personal-data'],
          summary: 'Set the new phone or e-mail confirmed by a one-time code (header X-Manage-Profile-Update-Token)',
          headers: z.object({ [PROFILE_UPDATE_TOKEN_HEADER]: z.string().max(200).optional() }),
          body: contactUpdateBody,
          response: {
            200: z.object({ message: z.string(), profile: customerProfile }),
            400: errorBody,
            401: errorBody,
            403: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) =>
        deps.personalData.updateContact(
          currentCustomer(request),
          request.body,
          request.headers[PROFILE_UPDATE_TOKEN_HEADER],
        ),
    );

    app.put(
      '/customers/me/store-preference',
      {
        schema: {
          tags: ['personal-data'],
          summary: 'Delivery preference and favourite store (SelectFavoriteStoreModal)',
          body: storePreferenceBody,
          response: { 200: customerProfile, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => deps.personalData.setStorePreference(currentCustomer(request), request.body),
    );

    app.post(
      '/customers/:username/reactivate',
      {
        schema: {
          tags: ['personal-data'],
          summary: "Reactivate the mobile account ('Cuenta mobile desactivada')",
          params: z.object({ username: z.string().max(20) }),
          response: { 200: messageResponse, 401: errorBody, 404: errorBody },
        },
      },
      async (request) =>
        deps.personalData.reactivate(assertOwnCustomer(request, { username: request.params.username })),
    );
  };
}
