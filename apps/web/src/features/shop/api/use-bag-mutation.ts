import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bag } from '@shop/contracts/bag';
import { bagKeys } from './keys';

/** Every bag write answers the whole bag: it replaces the cached one. */
export function useBagMutation<V>(fn: (v: V) => Promise<Bag>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (bag) => client.setQueryData(bagKeys.bag, bag) });
}
