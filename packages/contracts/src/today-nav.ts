/**
 * The few texts of 'Hoy' the account shell and its menu show (decision 0760), apart from todayMessages so the shell's
 * first load carries only these.
 */
export const todayNav = {
  menuItem: 'Hoy',
  menuSection: 'Mi día',
  /** The phone's way to the account menu from 'Hoy' (the menu is one tap away). */
  openMenu: 'Menú de mi cuenta',
} as const;
