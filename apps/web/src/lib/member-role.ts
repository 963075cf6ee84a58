/** The member role kept in local storage after sign-in, removed at sign-out (customer-account.md §2 'Logout'). */
const KEY = 'role';

export function storeMemberRole(role: string | null) {
  try {
    if (role) localStorage.setItem(KEY, role);
    else localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: nothing to keep */
  }
}

export function removeMemberRole() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}
