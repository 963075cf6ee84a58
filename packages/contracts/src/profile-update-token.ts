/** The header that carries the profile-update token (reseller-area.md §7). */
export const PROFILE_UPDATE_TOKEN_HEADER = 'x-manage-profile-update-token';
/** Where the web app keeps that token (reseller-area.md §4: local storage, removed on later visits). */
export const PROFILE_UPDATE_TOKEN_STORAGE_KEY = 'manage-profile-update-token';
