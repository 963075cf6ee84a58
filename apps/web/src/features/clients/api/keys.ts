/** Her clients' query keys: every write refreshes them all. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (find: string) => ['contacts', 'list', find] as const,
};
