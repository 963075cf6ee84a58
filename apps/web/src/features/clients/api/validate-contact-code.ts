import { useMutation } from '@tanstack/react-query';
import { MANAGE_CONTACT_TOKEN_HEADER } from '@shop/contracts/contacts-messages';
import { messages } from '@shop/contracts/messages';
import { ApiError } from '../../../lib/api-client';

/** Checks the code; answers the manage-contact token from the response header. */
export const useValidateContactCode = () =>
  useMutation({
    mutationFn: async (otp: string) => {
      let response: Response;
      try {
        response = await fetch('/api/v1/otps/validation/contact', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ otp }),
        });
      } catch {
        throw new ApiError(0, messages.generic.retry);
      }
      const data = (await response.json().catch(() => ({}))) as { message?: string; phone?: string };
      const token = response.headers.get(MANAGE_CONTACT_TOKEN_HEADER);
      if (!response.ok || !token || !data.phone)
        throw new ApiError(response.status, data.message ?? messages.generic.retry);
      return { token, phone: data.phone };
    },
  });
