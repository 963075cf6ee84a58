import { apiRequest } from '../../../lib/api-client';

export const logout = () => apiRequest<void>('auth/logout', { method: 'POST' });
