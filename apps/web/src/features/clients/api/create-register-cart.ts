import { useMutation } from '@tanstack/react-query';
import type { RegisterCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';

/** The order being registered (decision 0531): its schema's type (`import type`: the page loads no zod). */
export type RegisterCart = RegisterCartView;

export const useCreateRegisterCart = () =>
  useMutation({
    mutationFn: (contactId: string | null) =>
      apiRequest<RegisterCart>('register-order/carts', {
        method: 'POST',
        body: contactId ? { contact_id: contactId } : {},
      }),
  });
