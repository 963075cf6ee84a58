import { useQuery } from '@tanstack/react-query';
import type { CredentialView } from '@shop/contracts/sales-tools';
import { apiRequest } from '../../../lib/api-client';

/** Server-drawn images and files of the credential (decision 0540). */
export const credentialFiles = {
  barcode: '/api/sales-tools/credential/barcode.png',
  qr: '/api/sales-tools/credential/qr.png',
  pdf: '/api/sales-tools/credential.pdf',
} as const;

export const useCredential = () =>
  useQuery({
    queryKey: ['sales-tools', 'credential'],
    queryFn: ({ signal }) => apiRequest<CredentialView>('sales-tools/credential', { signal }),
  });
