/** The tenant that manages the others and what all tenants share. Endpoints of `platform`
 * scope answer only its users (checked where routes are registered, lib/routing.ts). */
export const PLATFORM_TENANT = '0000';
