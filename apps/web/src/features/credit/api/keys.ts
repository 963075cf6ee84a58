/** The credit queries' keys, all under one prefix (`creditKeys.all`). */
export const creditKeys = {
  all: ['credit'] as const,
  summary: (customerId: string) => ['credit', customerId, 'summary'] as const,
  list: (customerId: string, estado: string, page: number) => ['credit', customerId, 'list', estado, page] as const,
  payable: (customerId: string) => ['credit', customerId, 'payable'] as const,
  references: (customerId: string) => ['credit', customerId, 'references'] as const,
  eligibility: (customerId: string) => ['credit', customerId, 'eligibility'] as const,
  application: (customerId: string) => ['credit', customerId, 'application'] as const,
};
