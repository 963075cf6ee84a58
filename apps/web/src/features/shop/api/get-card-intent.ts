import { useQuery } from '@tanstack/react-query';
import { cardIntentQueryOptions } from '../../../lib/payments';

export const useCardIntent = (reference: string, enabled: boolean) =>
  useQuery({ ...cardIntentQueryOptions(reference), enabled });
