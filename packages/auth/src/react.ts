export { AuthProvider, usePermission, useSession } from './auth-provider.tsx';
export { useClickGuard } from './use-click-guard.ts';
