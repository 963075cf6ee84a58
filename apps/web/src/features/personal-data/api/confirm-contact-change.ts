import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contracts/profile';
import { PROFILE_UPDATE_TOKEN_HEADER, PROFILE_UPDATE_TOKEN_STORAGE_KEY } from '@shop/contracts/profile-update-token';
import type { ContactUpdateBody } from '@shop/contracts/personal-data';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { meKeys } from '../../../lib/me';
import { otpMessages } from '@shop/contracts/one-time-code-messages';

/** Removes a profile-update token left from an earlier visit (reseller-area.md §4). */
export function forgetProfileUpdateToken() {
  try {
    localStorage.removeItem(PROFILE_UPDATE_TOKEN_STORAGE_KEY);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/**
 * The code step of 'Confirmar mi número' and 'Cambiar mi correo': POST /v1/otps/validation/profile answers
 * the X-Manage-Profile-Update-Token header, kept in local storage, then spent at once on the profile update
 * (PUT customers/me) and removed.
 */
async function confirmContactChange(customerId: string, otp: string, change: ContactUpdateBody) {
  const response = await fetch('/api/v1/otps/validation/profile', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ customer_id: customerId, otp }),
  }).catch(() => null);
  if (!response) throw new ApiError(0, otpMessages.validationFailed);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: { path: string; message: string }[];
    };
    throw new ApiError(response.status, body.message ?? otpMessages.validationFailed, body.errors ?? []);
  }
  const token = response.headers.get(PROFILE_UPDATE_TOKEN_HEADER) ?? '';
  try {
    localStorage.setItem(PROFILE_UPDATE_TOKEN_STORAGE_KEY, token);
  } catch {
    /* private mode: the token is still used below */
  }
  try {
    return await apiRequest<{ message: string; profile: CustomerProfile }>('customers/me', {
      method: 'PUT',
      body: change,
      headers: { [PROFILE_UPDATE_TOKEN_HEADER]: token },
    });
  } finally {
    forgetProfileUpdateToken();
  }
}

export function useConfirmContactChange(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otp, change }: { otp: string; change: ContactUpdateBody }) =>
      confirmContactChange(customerId, otp, change),
    onSuccess: (result) => queryClient.setQueryData(meKeys.me, result.profile),
  });
}
